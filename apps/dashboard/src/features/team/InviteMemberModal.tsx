import { Trans, useLingui } from '@lingui/react/macro';
import { team } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
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
  const { t, i18n } = useLingui();
  const { timeZone } = useDateFormat();
  const queryClient = useQueryClient();
  const { errors, formError, show, clear, edited } = useFieldErrors();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RoleValues>({ role: 'developer', permissions: [], lastDay: '' });
  const invite = useMutation({
    ...actionMutationOptions(api, team.actions['team/invite']),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: teamQueries.keys.list() });
      await queryClient.invalidateQueries({ queryKey: teamQueries.keys.settings() });
      toast.success(t`Invite sent to ${answer.data.attributes.email}`);
      onOpenChange(false);
    },
    onError: (error) => show(fieldErrors(error, i18n, { fields, messages: teamErrorMessages })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
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
      isPending={invite.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
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
