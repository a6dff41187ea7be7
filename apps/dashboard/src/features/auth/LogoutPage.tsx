import { useLingui } from '@lingui/react/macro';
import { StatusOverlay } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { clearChannelCookie } from '../../shared/session/cookies';
import { endSession } from '../../shared/session/session';
import { safeRedirect } from '../../shared/session/signInFlow';

const route = getRouteApi('/logout');

function sessionExpiredHref(redirect: string | undefined): string {
  const target = safeRedirect(redirect);
  return target
    ? `/session-expired?${new URLSearchParams({ redirect: target }).toString()}`
    : '/session-expired';
}

/**
 * Signs out on the server, then loads the login page (or, after inactivity, the session-expired page) so
 * nothing of the identity stays in memory.
 */
export function LogoutPage() {
  const { t } = useLingui();
  const { reason, redirect } = route.useSearch();
  useEffect(() => {
    let done = false;
    void api
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        if (done) return;
        done = true;
        endSession();
        // The server clears it too; without the server the other tabs must still follow (SPEC §4).
        clearChannelCookie();
        window.location.replace(reason === 'expired' ? sessionExpiredHref(redirect) : '/login');
      });
  }, [reason, redirect]);
  return <StatusOverlay isOpen message={t`Signing out...`} />;
}
