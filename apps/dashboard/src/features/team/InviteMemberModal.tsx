import { Trans, useLingui } from '@lingui/react/macro';
import { team } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { useDateFormat } from '../../shared/preferences';
import { teamErrorMessages } from './labels';
import { teamQueries } from './queries';
import { roleAttributesOf, roleFields, type RoleValues } from './roleForm';
import { RoleFields } from './RoleFields';

const fields = ['email', ...roleFields];

export interface InviteMemberModalProps {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}

/** Invites someone by email with a role (team/invite); the invite is mailed with a link to set a password. */
export function InviteMemberModal({ organizationId, onOpenChange }: InviteMemberModalProps) {
  const { t } = useLingui();
  const { timeZone } = useDateFormat();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RoleValues>({ role: 'developer', permissions: [], lastDay: '' });
  const invite = useFormModalMutation(actionMutationOptions(api, team.actions['team/invite']), {
    errors: { fields, messages: teamErrorMessages },
    invalidates: [teamQueries.keys.list(), teamQueries.keys.settings()],
    toast: (answer) => t`Invite sent to ${answer.data.attributes.email}`,
    onOpenChange,
  });
  const { errors, edited } = invite;

  const onSubmit = () => {
    invite.mutate({
      payload: {
        data: {
          type: 'team-invite',
          attributes: { email: email.trim(), ...roleAttributesOf(role, organizationId, timeZone) },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Invite member</Trans>}
      size="lg"
      submitLabel={<Trans>Send invite</Trans>}
      form={invite}
      onSubmit={onSubmit}
    >
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        description={t`We email a link to join; it works for 7 days.`}
        value={email}
        onChange={(next) => {
          setEmail(next);
          edited('email');
        }}
        isRequired
      />
      <RoleFields values={role} onChange={setRole} errors={errors} edited={edited} />
    </FormModal>
  );
}
