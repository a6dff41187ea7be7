import { useLingui } from '@lingui/react/macro';
import { main, type AccessToken } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { activeTokensQueryOptions } from './queries';
import { SessionsCard } from './SessionsCard';

/** Rows shown before the table scrolls. */
const VISIBLE_ROWS = 8;

/** Any other session than this one can be revoked. */
const notThisSession = (session: AccessToken) => !session.attributes.current;

/** Login sessions: where the user is signed in; any other session can be revoked. */
export function SessionsSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sessions = useQuery(activeTokensQueryOptions());
  const revoke = useMutation({
    ...actionMutationOptions(api, main.actions['identities/deleteAccessToken']),
    onSuccess: () => queryClient.invalidateQueries(activeTokensQueryOptions()),
  });
  return (
    <SessionsCard
      title={t`Login sessions`}
      description={t`Where you are signed in. Revoke a session you do not recognise; this session ends when you log out.`}
      label={t`Login sessions`}
      sessions={sessions}
      visibleRows={VISIBLE_ROWS}
      canRevoke={notThisSession}
      revoke={(session) =>
        revoke.mutateAsync({
          payload: { data: { type: 'delete-request', attributes: { resourceId: session.id } } },
        })
      }
    />
  );
}
