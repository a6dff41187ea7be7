import { Trans, useLingui } from '@lingui/react/macro';
import { team, type TeamMember } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { permissionNameOf, type PermissionName } from '@paydesk/permissions';
import { Text, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { useDateFormat } from '../../shared/preferences';
import { teamErrorMessages } from './labels';
import { teamQueries } from './queries';
import { lastDayOf, roleAttributesOf, roleFields, type RoleValues } from './roleForm';
import { RoleFields } from './RoleFields';

export interface ChangeRoleModalProps {
  member: TeamMember;
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}

/** Changes a member's role on the organization and its temporary access (team/changeRole). */
export function ChangeRoleModal({ member, organizationId, onOpenChange }: ChangeRoleModalProps) {
  const { t, i18n } = useLingui();
  const { timeZone } = useDateFormat();
  const queryClient = useQueryClient();
  const { errors, formError, show, clear, edited } = useFieldErrors();
  const a = member.attributes;
  const [role, setRole] = useState<RoleValues>({
    role: a.role,
    permissions: a.permissions
      .map((id) => permissionNameOf(id))
      .filter((name): name is PermissionName => name !== undefined),
    lastDay: lastDayOf(a.expiresAt, timeZone),
  });
  const change = useMutation({
    ...actionMutationOptions(api, team.actions['team/changeRole']),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamQueries.keys.list() });
      await queryClient.invalidateQueries({ queryKey: teamQueries.keys.detail() });
      toast.success(t`Role of ${a.name} changed`);
      onOpenChange(false);
    },
    onError: (error) =>
      show(fieldErrors(error, i18n, { fields: roleFields, messages: teamErrorMessages })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    change.mutate({
      id: member.id,
      payload: {
        data: { type: 'team-role', attributes: roleAttributesOf(role, organizationId, timeZone) },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Change role of {a.name}</Trans>}
      size="lg"
      submitLabel={<Trans>Save role</Trans>}
      isPending={change.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      <Text tone="muted">{t`The new role applies at once, also to sessions already open.`}</Text>
      <RoleFields values={role} onChange={setRole} errors={errors} edited={edited} />
    </FormModal>
  );
}
