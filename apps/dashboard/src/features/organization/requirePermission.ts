import type { PermissionMeta } from '@paydesk/permissions';
import { notFound } from '@tanstack/react-router';
import type { OrganizationScope } from './scope';

/**
 * A route guard for `beforeLoad`: without the permission on the selected organization the route does not
 * exist for this user (SPEC §4 "Route access"), so it answers not-found rather than revealing the page.
 *
 * ```ts
 * beforeLoad: ({ context }) => requirePermission(context.organization, { type: 'single', permission: 'transactions.read.1' })
 * ```
 */
export function requirePermission(organization: OrganizationScope, meta: PermissionMeta): void {
  if (!organization.permissions.allows(meta)) throw notFound();
}
