/**
 * The guard of an organization's page (`beforeLoad`): not-found without a selected organization or without the
 * permission to read the page (SPEC §4 "Route access"); else the page gets the organization's id and, given a
 * write permission, `canWrite`. Imports the router only, as the route tree's modules must.
 *
 * ```ts
 * createFileRoute('/_dashboard/customers/')({ beforeLoad: organizationGuard({ read: readCustomers }), … })
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

type OrganizationRouteContext<TWrite> = TWrite extends PermissionMeta
  ? { organizationId: string; canWrite: boolean }
  : { organizationId: string };

/** A route's `beforeLoad`. */
type Guard<TWrite> = (options: {
  context: OrganizationContext;
}) => OrganizationRouteContext<TWrite>;

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
    if (!selected || !permissions.allows(read)) throw notFound();
    return (
      write === undefined
        ? { organizationId: selected.id }
        : { organizationId: selected.id, canWrite: permissions.allows(write) }
    ) as OrganizationRouteContext<TWrite>;
  };
}
