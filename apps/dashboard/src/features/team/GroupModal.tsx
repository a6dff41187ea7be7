import { Trans, useLingui } from '@lingui/react/macro';
import { main, type IdentityGroup, type ResourceNode } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { permissionNameOf, type PermissionName } from '@paydesk/permissions';
import { Select, SelectItem } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { useDateFormat } from '../../shared/preferences';
import { teamErrorMessages } from './labels';
import { identityGroupChangeKeys } from './queries';
import { lastDayOf, roleAttributesOf, type RoleValues } from './roleForm';
import { RoleFields } from './RoleFields';

/** A group as the identity pages send it (identity-group). */
export interface GroupBody {
  type: 'identity-group';
  attributes: { role: RoleValues['role']; permissions: string[]; expiresAt: string | null };
  relationships: { resource: { data: { type: 'resource'; id: string } } };
}

export interface GroupModalProps {
  identityId: string;
  /** The group to change; none to add one. */
  group?: IdentityGroup;
  /** The identity's groups: a change replaces them all, with the changed one in its place. */
  groups: readonly IdentityGroup[];
  /** Where a role may be held: the merchant, its organizations and projects. */
  resources: readonly ResourceNode[];
  onOpenChange: (isOpen: boolean) => void;
}

/** A group as the provider has it, sent back unchanged beside a changed one. */
const bodyOf = (group: IdentityGroup): GroupBody => ({
  type: 'identity-group',
  attributes: {
    role: group.attributes.role,
    permissions: group.attributes.permissions,
    expiresAt: group.attributes.expiresAt,
  },
  relationships: {
    resource: { data: { type: 'resource', id: group.relationships.resource.data.id } },
  },
});

/** Adds a role on a resource, or changes one (role, custom permissions, temporary access). */
export function GroupModal({
  identityId,
  group,
  groups,
  resources,
  onOpenChange,
}: GroupModalProps) {
  const { t } = useLingui();
  const { timeZone } = useDateFormat();
  const save = useSaveFormModalMutations(
    { mutationFn: (body: GroupBody) => api.addIdentityGroup(identityId, { data: body }) },
    actionMutationOptions(api, main.actions['identities/replaceIdentityGroups']),
    {
      errors: {
        fields: ['role', 'permissions', 'expiresAt', 'resource'],
        messages: teamErrorMessages,
      },
      invalidates: identityGroupChangeKeys(),
      toast: () => (group ? t`Role changed` : t`Role added`),
      onOpenChange,
    },
  );
  const { errors, edited } = save;
  const [resourceId, setResourceId] = useState(
    group?.relationships.resource.data.id ?? resources[0]?.id ?? '',
  );
  const [role, setRole] = useState<RoleValues>({
    role: group?.attributes.role ?? 'support',
    permissions: (group?.attributes.permissions ?? [])
      .map((id) => permissionNameOf(id))
      .filter((name): name is PermissionName => name !== undefined),
    lastDay: lastDayOf(group?.attributes.expiresAt ?? null, timeZone),
  });

  const onSubmit = () => {
    const { role: name, permissions, expiresAt } = roleAttributesOf(role, resourceId, timeZone);
    const next: GroupBody = {
      type: 'identity-group',
      attributes: { role: name, permissions: permissions ?? [], expiresAt: expiresAt ?? null },
      relationships: { resource: { data: { type: 'resource', id: resourceId } } },
    };
    if (!group) return save.create.mutate(next);
    const data = groups.map((each) => (each.id === group.id ? next : bodyOf(each)));
    save.update.mutate({ id: identityId, payload: { data } });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={group ? <Trans>Change role</Trans> : <Trans>Add role</Trans>}
      size="lg"
      submitLabel={group ? <Trans>Save role</Trans> : <Trans>Add role</Trans>}
      form={save}
      onSubmit={onSubmit}
    >
      <Select
        name="resource"
        label={t`Held on`}
        selectedKey={resourceId}
        onSelectionChange={(key) => setResourceId(String(key))}
        isRequired
      >
        {resources.map((node) => (
          <SelectItem key={node.id} id={node.id}>
            {node.attributes.name}
          </SelectItem>
        ))}
      </Select>
      <RoleFields values={role} onChange={setRole} errors={errors} edited={edited} />
    </FormModal>
  );
}
