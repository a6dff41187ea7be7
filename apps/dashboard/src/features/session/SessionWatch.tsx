import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { leaveSession } from '../../shared/session/leaveSession';
import { wantedPath } from '../../shared/session/signInFlow';
import { useSessionWatch } from '../../shared/session/useSessionWatch';
import { useLedgerUpdates } from '../accounts';
import { meQueryOptions } from '../settings';
import { InactivityWarning } from './InactivityWarning';
import { usePermissionsReload } from './usePermissionsReload';

/**
 * Session behaviour of every signed-in page (SPEC §4): the inactivity warning and automatic logout, the reload
 * when another tab signs out or in, the permissions reload after a reconnect, and the money screens kept in step
 * with the ledger.
 */
export function SessionWatch({ channel }: { channel: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isStaying, setStaying] = useState(false);
  const { phase, secondsLeft } = useSessionWatch({
    channel,
    // The page the user was on travels through logout and the session-expired page back to sign-in.
    onExpired: () =>
      void navigate({
        to: '/logout',
        search: { reason: 'expired', redirect: wantedPath() },
      }),
    onChannelChanged: () => leaveSession(queryClient),
  });
  usePermissionsReload();
  useLedgerUpdates();

  const stay = () => {
    if (isStaying) return;
    setStaying(true);
    // Refetching the own user is a request to the provider: it renews lastRequest for every tab. A failure
    // is reported by the client (401 recheck, error toasts); the warning stays until the time is up.
    void queryClient
      .fetchQuery({ ...meQueryOptions(), staleTime: 0, retry: false })
      .catch(() => undefined)
      .finally(() => setStaying(false));
  };

  return (
    <InactivityWarning
      isOpen={phase === 'warning'}
      secondsLeft={secondsLeft}
      isStaying={isStaying}
      onStay={stay}
      onLogout={() => void navigate({ to: '/logout' })}
    />
  );
}
