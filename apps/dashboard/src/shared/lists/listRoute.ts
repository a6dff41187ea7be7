/**
 * The part of an organization's list route that stays in the route tree: its URL schema, its guard and its loader
 * deps. The guard answers not-found without a selected organization or without the permission to read the list
 * (SPEC §4 "Route access"), and hands the page the organization's id (and, given a write permission, `canWrite`).
 * Imports valibot's types and the router only, as the route tree's modules must.
 *
 * ```ts
 * createFileRoute('/_dashboard/payouts/')({ ...organizationListRoute(payoutSearchSchema, { read: readPayouts }), … })
 * ```
 */
import type { PermissionMeta } from '@paydesk/permissions';
import { notFound } from '@tanstack/react-router';
import type * as v from 'valibot';

/** What the guard reads of the router context (the dashboard layout's organization scope). */
interface OrganizationContext {
  organization: {
    selected: { id: string } | null;
    permissions: { allows: (meta: PermissionMeta) => boolean };
  };
}

type ListRouteContext<TWrite> = TWrite extends PermissionMeta
  ? { organizationId: string; canWrite: boolean }
  : { organizationId: string };

export function organizationListRoute<
  TSchema extends v.GenericSchema,
  TWrite extends PermissionMeta | undefined = undefined,
>(schema: TSchema, { read, write }: { read: PermissionMeta; write?: TWrite }) {
  return {
    validateSearch: schema,
    beforeLoad: ({ context }: { context: OrganizationContext }): ListRouteContext<TWrite> => {
      const { selected, permissions } = context.organization;
      if (!selected || !permissions.allows(read)) throw notFound();
      return (
        write === undefined
          ? { organizationId: selected.id }
          : { organizationId: selected.id, canWrite: permissions.allows(write) }
      ) as ListRouteContext<TWrite>;
    },
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => search,
  };
}
