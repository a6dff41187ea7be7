/**
 * The part of an organization's list route that stays in the route tree: its URL schema, its guard
 * (`organizationGuard`: not-found without the permission to read the list, else the organization's id and, given a
 * write permission, `canWrite`) and its loader deps. Imports valibot's types and the router only, as the route
 * tree's modules must.
 *
 * ```ts
 * createFileRoute('/_dashboard/payouts/')({ ...organizationListRoute(payoutSearchSchema, { read: readPayouts }), … })
 * ```
 */
import type { PermissionMeta } from '@paydesk/permissions';
import type * as v from 'valibot';
import { organizationGuard } from '../routing/organizationGuard';

export function organizationListRoute<
  TSchema extends v.GenericSchema,
  TWrite extends PermissionMeta | undefined = undefined,
>(schema: TSchema, permissions: { read: PermissionMeta; write?: TWrite }) {
  return {
    validateSearch: schema,
    beforeLoad: organizationGuard(permissions),
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => search,
  };
}
