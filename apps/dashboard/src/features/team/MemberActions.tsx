import { useLingui } from '@lingui/react/macro';
import { team, type TeamMember } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { ChangeRoleModal } from './ChangeRoleModal';
import { teamErrorMessages } from './labels';
import { onOrganization, teamQueries } from './queries';

export interface MemberActionsProps {
  member: TeamMember;
  organizationId: string;
  /** After the member left the team (removed, invite cancelled). */
  onGone?: () => void;
  /** `sm` in a table row. */
  size?: 'sm' | 'md';
}

/** Resend or cancel an invite, change the role, remove: what an admin does to another member. */
export function MemberActions({ member, organizationId, onGone, size }: MemberActionsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const a = member.attributes;
  const payload = onOrganization(organizationId);
  const changed = [teamQueries.keys.list(), teamQueries.keys.detail(), teamQueries.keys.settings()];
  const refresh = async () => {
    for (const queryKey of changed) await queryClient.invalidateQueries({ queryKey });
  };
  const wordOf = (error: unknown) => {
    const code = errorCode(error);
    return i18n._((code && teamErrorMessages[code]) || errorMessage(error));
  };
  const resend = useMutation({
    ...actionMutationOptions(api, team.actions['team/resendInvite']),
    onSuccess: async () => {
      toast.success(t`Invite sent again to ${a.email}`);
      await refresh();
    },
    onError: (error) => toast.error(wordOf(error)),
  });
  const cancel = useConfirmedAction(team.actions['team/cancelInvite'], {
    done: t`Invite of ${a.email} cancelled`,
    refresh: changed,
  });
  const remove = useConfirmedAction(team.actions['team/remove'], {
    done: t`${a.name} removed from the team`,
    refresh: changed,
  });
  if (a.isSelf) return null;
  const invited = a.status === 'invite-sent';

  return (
    <>
      {invited && (
        <Button
          variant="secondary"
          size={size}
          isPending={resend.isPending}
          onPress={() => resend.mutate({ id: member.id, payload })}
        >
          {t`Resend invite`}
        </Button>
      )}
      {/* In a row, an invite offers only resend and cancel: the role is changed on the member's page. */}
      {a.scope !== 'merchant' && !(invited && size === 'sm') && (
        <Button variant="secondary" size={size} onPress={() => setChanging(true)}>
          {t`Change role`}
        </Button>
      )}
      {invited ? (
        <ConfirmedActionButton
          size={size}
          label={t`Cancel invite`}
          title={t`Cancel the invite of ${a.email}?`}
          confirmLabel={t`Cancel invite`}
          errorText={wordOf}
          onConfirm={async () => {
            await cancel({ id: member.id, payload });
            onGone?.();
          }}
        >
          {t`The link in the invite stops working.`}
        </ConfirmedActionButton>
      ) : (
        <ConfirmedActionButton
          size={size}
          label={t`Remove`}
          title={t`Remove ${a.name} from the team?`}
          confirmLabel={t`Remove member`}
          errorText={wordOf}
          onConfirm={async () => {
            await remove({ id: member.id, payload });
            onGone?.();
          }}
        >
          {t`They lose access to this organization at once, and their open sessions end.`}
        </ConfirmedActionButton>
      )}
      {changing && (
        <ChangeRoleModal
          member={member}
          organizationId={organizationId}
          onOpenChange={setChanging}
        />
      )}
    </>
  );
}
