import { useLingui } from '@lingui/react/macro';
import { team, type TeamMember } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
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
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: teamQueries.keys.list() });
    await queryClient.invalidateQueries({ queryKey: teamQueries.keys.detail() });
    await queryClient.invalidateQueries({ queryKey: teamQueries.keys.settings() });
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
  const cancel = useMutation(actionMutationOptions(api, team.actions['team/cancelInvite']));
  const remove = useMutation(actionMutationOptions(api, team.actions['team/remove']));
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
            await cancel.mutateAsync({ id: member.id, payload });
            toast.success(t`Invite of ${a.email} cancelled`);
            await refresh();
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
            await remove.mutateAsync({ id: member.id, payload });
            toast.success(t`${a.name} removed from the team`);
            await refresh();
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
