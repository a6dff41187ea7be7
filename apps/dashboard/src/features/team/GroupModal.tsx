import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityGroup, ResourceNode } from '@paydesk/api-client';
import { permissionNameOf, type PermissionName } from '@paydesk/permissions';
import { Select, SelectItem } from '@paydesk/ui';
import { useState } from 'react';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { useDateFormat } from '../../shared/preferences';
import { teamErrorMessages } from './labels';
import { lastDayOf, roleAttributesOf, type RoleValues } from './roleForm';
import { RoleFields } from './RoleFields';

/** A group as the identity pages send it (identity-group). */
export interface GroupBody {
  type: 'identity-group';
  attributes: { role: RoleValues['role']; permissions: string[]; expiresAt: string | null };
  relationships: { resource: { data: { type: 'resource'; id: string } } };
}

export interface GroupModalProps {
  /** The group to change; none to add one. */
  group?: IdentityGroup;
  /** Where a role may be held: the merchant, its organizations and projects. */
  resources: readonly ResourceNode[];
  onSave: (group: GroupBody) => Promise<unknown>;
  onOpenChange: (isOpen: boolean) => void;
}

/** Adds a role on a resource, or changes one (role, custom permissions, temporary access). */
export function GroupModal({ group, resources, onSave, onOpenChange }: GroupModalProps) {
  const { t, i18n } = useLingui();
  const { timeZone } = useDateFormat();
  const form = useFieldErrors();
  const { errors, show, edited } = form;
  const [pending, setPending] = useState(false);
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
    setPending(true);
    onSave({
      type: 'identity-group',
      attributes: { role: name, permissions: permissions ?? [], expiresAt: expiresAt ?? null },
      relationships: { resource: { data: { type: 'resource', id: resourceId } } },
    })
      .then(() => onOpenChange(false))
      .catch((error: unknown) =>
        show(
          fieldErrors(error, i18n, {
            fields: ['role', 'permissions', 'expiresAt', 'resource'],
            messages: teamErrorMessages,
          }),
        ),
      )
      .finally(() => setPending(false));
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={group ? <Trans>Change role</Trans> : <Trans>Add role</Trans>}
      size="lg"
      submitLabel={group ? <Trans>Save role</Trans> : <Trans>Add role</Trans>}
      form={{ ...form, isPending: pending }}
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
