import { main } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { reloadPermissions } from '../../shared/session/session';

/**
 * When the push channel comes back after a drop, the permissions may have changed meanwhile (SPEC §4
 * "Real-time connection"): reload the identity's and every cached per-resource set, then re-run the route
 * guards so menus and routes follow.
 */
export function usePermissionsReload(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.events.on('reconnected', () => {
        void Promise.all([
          reloadPermissions(),
          queryClient.invalidateQueries({
            queryKey: actionKeys.action(main.actions['identities/getMyPermissions']),
            refetchType: 'all',
          }),
        ])
          .then(() => router.invalidate())
          // A failed reload keeps the permissions the page has; the client reports the errors itself.
          .catch(() => undefined);
      }),
    [router, queryClient],
  );
}
