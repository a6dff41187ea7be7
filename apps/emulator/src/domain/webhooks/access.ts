/**
 * Who may see and change webhook endpoints (SPEC §6): webhook-endpoints.read to read, .write to change, on the
 * endpoint's project (or the organization or project a list is about). Another organization's endpoint is "not
 * found" with SPEC §8's text, like a missing one.
 */
import { WEBHOOK_ERRORS } from '@paydesk/api-client';
import type { PermissionName } from '@paydesk/permissions';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import { lineageOf, type ResourceRow } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import { deliveryById, endpointById, type DeliveryRow, type EndpointRow } from './store.js';

export const READ: PermissionName = 'webhook-endpoints.read';
export const WRITE: PermissionName = 'webhook-endpoints.write';

/** The organization or project (resourceId) a list or a new endpoint is about. */
export async function webhookScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  types: readonly ResourceRow['type'][],
  permission: PermissionName,
): Promise<ResourceRow> {
  const { row, lineage } = await visibleResource(ctx, caller, resourceId);
  if (!types.includes(row.type)) {
    throw new ApiError(422, [
      {
        title: `resourceId must be ${types.map((type) => `a ${type}`).join(' or ')}`,
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  if (!caller.access.can(permission, lineage)) throw forbidden();
  return row;
}

/** An endpoint the caller may see and, with `permission`, act on. */
export async function accessibleEndpoint(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  permission: PermissionName,
): Promise<EndpointRow> {
  const row = await endpointById(ctx.db, id);
  if (!row) throw notFound(WEBHOOK_ERRORS.notFound);
  const lineage = (await lineageOf(ctx.db, row.project_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound(WEBHOOK_ERRORS.notFound);
  if (!caller.access.can(permission, lineage)) throw forbidden();
  return row;
}

/** A delivery of an endpoint the caller may see and, with `permission`, act on. */
export async function accessibleDelivery(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  permission: PermissionName,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow }> {
  const delivery = await deliveryById(ctx.db, id);
  if (!delivery) throw notFound(WEBHOOK_ERRORS.deliveryNotFound);
  try {
    return {
      delivery,
      endpoint: await accessibleEndpoint(ctx, caller, delivery.endpoint_id, permission),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw notFound(WEBHOOK_ERRORS.deliveryNotFound);
    throw error;
  }
}
