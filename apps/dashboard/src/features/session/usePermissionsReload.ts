import { useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { reloadPermissions } from '../../shared/session/session';

/** What the identity's roles decide: its permissions, here and per resource, and the resources it sees. */
const accessActions = [
  main.actions['identities/getMyPermissions'],
  main.actions['identities/listMyResources'],
  main.actions['identities/getResourceTree'],
];

/**
 * Reloads everything access decides and only then re-runs the route guards, so menus and routes follow at once: a
 * route the user may no longer see shows not-found, lost sidebar entries go, gained ones appear.
 */
function reloadAccess(queryClient: QueryClient, router: ReturnType<typeof useRouter>) {
  return (
    Promise.all([
      reloadPermissions(),
      ...accessActions.map((action) =>
        queryClient.invalidateQueries({ queryKey: actionKeys.action(action), refetchType: 'all' }),
      ),
    ])
      .then(() => router.invalidate())
      // A failed reload keeps the permissions the page has; the client reports the errors itself (a 401 signs out).
      .catch(() => undefined)
  );
}

/**
 * The identity's access may have changed while the page is open: after the push channel comes back from a drop
 * (SPEC §4 "Real-time connection": permissions are reloaded), and whenever the provider says so (`accessChanged`:
 * a role was granted or taken away, or temporary access expired). A told change is announced too: a page that
 * turns into not-found, or a sidebar entry that goes, would otherwise leave the user wondering why.
 */
export function usePermissionsReload(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  useEffect(() => {
    const reload = () => void reloadAccess(queryClient, router);
    const changed = () => {
      reload();
      toast.info(t`Your access has changed`, {
        description: t`What you can see and do was updated.`,
      });
    };
    const stops = [api.events.on('reconnected', reload), api.events.on('accessChanged', changed)];
    return () => stops.forEach((stop) => stop());
  }, [router, queryClient, t]);
}
