import { notFound } from '@tanstack/react-router';
import type { OrganizationScope } from '../organization';
import { readApiKeys, writeApiKeys } from './permissions';

/** `beforeLoad` of a key's page (from the organization or a project): not found without api-keys.read. */
export function apiKeyPageAccess({ selected, permissions }: OrganizationScope) {
  if (!selected || !permissions.allows(readApiKeys)) throw notFound();
  return { organizationId: selected.id, canWrite: permissions.allows(writeApiKeys) };
}

/** `beforeLoad` of the create page: not found without api-keys.write. */
export function apiKeyCreateAccess({ selected, permissions }: OrganizationScope) {
  if (!selected || !permissions.allows(writeApiKeys)) throw notFound();
  return { organizationId: selected.id };
}
