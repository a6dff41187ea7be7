/**
 * The route guards (`beforeLoad`): without the permission the route does not exist for this user (SPEC §4 "Route
 * access"), so it answers not-found rather than revealing the page. `organizationGuard` for an organization's
 * page, `requirePermission` for a page the identity's permissions open without a selected organization (a
 * record). Imports the router and the permission types only, as the route tree's modules must.
 *
 * ```ts
 * createFileRoute('/_dashboard/customers/')({ beforeLoad: organizationGuard({ read: readCustomers }), … })
 * createFileRoute('/_dashboard/payouts/$payoutId')({
 *   beforeLoad: ({ context }) => requirePermission(context.organization, readPayout), …
 * })
 * ```
 */
import type { PermissionMeta } from '@paydesk/permissions';
import { notFound } from '@tanstack/react-router';

/** What the guard reads of the router context (the dashboard layout's organization scope). */
interface OrganizationContext {
  organization: {
    selected: { id: string } | null;
    permissions: { allows: (meta: PermissionMeta) => boolean };
  };
}

/** Not-found unless the permissions (the selected organization's, else the identity's) allow `meta`. */
export function requirePermission(
  organization: Pick<OrganizationContext['organization'], 'permissions'>,
  meta: PermissionMeta,
): void {
  if (!organization.permissions.allows(meta)) throw notFound();
}

type OrganizationRouteContext<TWrite> = TWrite extends PermissionMeta
  ? { organizationId: string; canWrite: boolean }
  : { organizationId: string };

/** A route's `beforeLoad`. */
type Guard<TWrite> = (options: {
  context: OrganizationContext;
}) => OrganizationRouteContext<TWrite>;

/**
 * An organization's page: not-found without a selected organization or without `read` (`requirePermission`); else
 * the page gets the organization's id and, given a write permission, `canWrite`.
 */
// NoInfer: the route options the guard is written in must not decide whether it has a write permission.
export function organizationGuard<TWrite extends PermissionMeta | undefined = undefined>({
  read,
  write,
}: {
  read: PermissionMeta;
  write?: TWrite;
}): NoInfer<Guard<TWrite>> {
  return ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected) throw notFound();
    requirePermission(context.organization, read);
    return (
      write === undefined
        ? { organizationId: selected.id }
        : { organizationId: selected.id, canWrite: permissions.allows(write) }
    ) as OrganizationRouteContext<TWrite>;
  };
}
