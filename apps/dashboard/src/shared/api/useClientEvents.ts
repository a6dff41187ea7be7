import { useLingui } from '@lingui/react/macro';
import type { ActionOutcome, Notice } from '@paydesk/api-client';
import { toast } from '@paydesk/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notAllowed, someErrorOccurred } from '../errors/errorMessages';
import { clearChannelCookie } from '../session/cookies';
import { whenClientLoaded } from './loadedClient';

/**
 * Turns the client's notices and session events into what the user sees (SPEC §8): toasts for 429, 403 on
 * files and 500; when the session is confirmed gone (a rechecked 401, a refused push channel) it is cleared —
 * for every tab, through the channel cookie — and the page loads login with the wanted path (SPEC §4).
 * A money-moving action confirmed late (its dialog said it could not confirm it yet) is told with a toast.
 * It listens once the client is loaded: nothing reaches it before.
 */
export function useClientEvents(): void {
  const { t, i18n } = useLingui();
  const router = useRouter();

  useEffect(() => {
    const show = (notice: Notice) => {
      switch (notice.kind) {
        case 'rate-limited':
          toast.error(
            t`You're sending requests too quickly. Slow down and try again after a short wait.`,
          );
          break;
        case 'not-allowed':
          toast.error(i18n._(notAllowed), {
            description: t`Please contact support`,
          });
          break;
        case 'server-error':
          toast.error(notice.titles.length ? notice.titles : i18n._(someErrorOccurred));
          break;
        case 'push-auth-failed':
          toast.error(i18n._(someErrorOccurred));
          break;
      }
    };
    const signOut = () => {
      // Only a signed-in page has a session to leave; public pages (sign-in steps, set-2fa) handle their own.
      const { location } = router.state;
      if (!router.matchRoutes(location).some((match) => match.routeId === '/_dashboard')) return;
      const login = router.buildLocation({ to: '/login', search: { redirect: location.href } });
      // Loaded already: a signed-in page has the session module and the query cache. The cookie is cleared in the
      // task that leaves: cleared a task before, the cookie check could find it gone first and reload this page.
      void Promise.all([import('../session/leaveSession'), import('./queryClient')])
        .then(([{ leaveSession }, { queryClient }]) => {
          clearChannelCookie();
          leaveSession(queryClient, login.href);
        })
        .catch(() => {
          clearChannelCookie();
          window.location.replace(login.href);
        });
    };
    const outcome = (late: ActionOutcome) =>
      // Loaded already: only signed-in pages make money-moving calls.
      void import('./actionOutcomes').then(({ showOutcome }) => showOutcome(late, i18n));
    let stops: (() => void)[] = [];
    const stopWaiting = whenClientLoaded((api) => {
      stops = [
        api.events.on('notice', show),
        api.events.on('sessionExpired', signOut),
        api.events.on('signedOut', signOut),
        api.events.on('outcome', outcome),
      ];
    });
    return () => {
      stopWaiting();
      stops.forEach((stop) => stop());
    };
  }, [router, t, i18n]);
}
