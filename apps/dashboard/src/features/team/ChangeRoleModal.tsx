import { Trans, useLingui } from '@lingui/react/macro';
import { team, type TeamMember } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { permissionNameOf, type PermissionName } from '@paydesk/permissions';
import { Text } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
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
  const { t } = useLingui();
  const { timeZone } = useDateFormat();
  const a = member.attributes;
  const [role, setRole] = useState<RoleValues>({
    role: a.role,
    permissions: a.permissions
      .map((id) => permissionNameOf(id))
      .filter((name): name is PermissionName => name !== undefined),
    lastDay: lastDayOf(a.expiresAt, timeZone),
  });
  const change = useFormModalMutation(actionMutationOptions(api, team.actions['team/changeRole']), {
    errors: { fields: roleFields, messages: teamErrorMessages },
    invalidates: [teamQueries.keys.list(), teamQueries.keys.detail()],
    toast: () => t`Role of ${a.name} changed`,
    onOpenChange,
  });
  const { errors, edited } = change;

  const onSubmit = () => {
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
      form={change}
      onSubmit={onSubmit}
    >
      <Text tone="muted">{t`The new role applies at once, also to sessions already open.`}</Text>
      <RoleFields values={role} onChange={setRole} errors={errors} edited={edited} />
    </FormModal>
  );
}
