import { notFound } from '@tanstack/react-router';
import type { PermissionMeta } from '@paydesk/permissions';
import type { OrganizationScope } from '../organization';
import { readMailbox } from './permissions';

/** `beforeLoad` of the inbox and of a topic: not found without topics.read; the page asks the rest as it renders. */
export function mailboxAccess({ selected, permissions }: OrganizationScope) {
  if (!selected || !permissions.allows(readMailbox)) throw notFound();
  return {
    organizationId: selected.id,
    allows: (meta: PermissionMeta) => permissions.allows(meta),
  };
}
