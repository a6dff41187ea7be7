import { useLingui } from '@lingui/react/macro';
import { team } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Text } from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { SessionsCard } from '../settings';
import { teamQueries } from './queries';

const VISIBLE_ROWS = 6;
const anySession = () => true;

export interface MemberSessionsProps {
  memberId: string;
  organizationId: string;
  canWrite: boolean;
}

/** A member's login sessions; someone who manages the team can end any of them at once. */
export function MemberSessions({ memberId, organizationId, canWrite }: MemberSessionsProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    ...teamQueries.sessions(memberId, organizationId),
    select: (answer) => answer.data,
  });
  const revoke = useMutation({
    ...actionMutationOptions(api, team.actions['team/revokeSession']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueries.keys.sessions() }),
  });
  return (
    <SessionsCard
      title={t`Login sessions`}
      description={t`Where this member is signed in now.`}
      label={t`Login sessions of this member`}
      sessions={sessions}
      visibleRows={VISIBLE_ROWS}
      emptyState={<Text tone="muted">{t`Not signed in anywhere.`}</Text>}
      canRevoke={canWrite ? anySession : undefined}
      revoke={(session) =>
        revoke.mutateAsync({
          id: memberId,
          payload: {
            data: {
              type: 'team-session-revoke',
              attributes: { resourceId: organizationId, sessionId: session.id },
            },
          },
        })
      }
    />
  );
}
