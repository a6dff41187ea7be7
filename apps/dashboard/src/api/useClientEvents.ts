import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@paydesk/api-client';
import { toast } from '@paydesk/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { endSession } from '../session/session';
import { api } from './client';

/**
 * Turns the client's notices and session events into what the user sees (SPEC §8): toasts for 429, 403 on
 * files and 500, and a trip to login (with the wanted path) when the session is confirmed gone.
 */
export function useClientEvents(): void {
  const { t } = useLingui();
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
          toast.error(t`You are not allowed to perform this action`, {
            description: t`Please contact support`,
          });
          break;
        case 'server-error':
          toast.error(
            notice.titles.length ? notice.titles : t`Some error occurred. Please try again later`,
          );
          break;
        case 'push-auth-failed':
          toast.error(t`Some error occurred. Please try again later`);
          break;
      }
    };
    const signOut = () => {
      endSession();
      const { href } = router.state.location;
      void router.navigate({ to: '/login', search: { redirect: href } });
    };
    const stops = [
      api.events.on('notice', show),
      api.events.on('sessionExpired', signOut),
      api.events.on('signedOut', signOut),
    ];
    return () => stops.forEach((stop) => stop());
  }, [router, t]);
}
