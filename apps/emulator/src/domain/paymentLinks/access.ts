/**
 * Who may see and change payment links (SPEC §6): all of PAYMENT_LINK_PERMISSIONS on the link's project (or the
 * organization a list is about). Another organization's link is "not found", like a missing one.
 */
import { PAYMENT_LINK_PERMISSIONS } from '@paydesk/api-client';
import type { SessionCaller } from '../access/caller.js';
import { holdsAll, ownedRecord } from '../access/scope.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden } from '../errors.js';
import type { ResourceRow } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import { paymentLinkById, type PaymentLinkRow } from './store.js';

/** The organization or project (resourceId) a list or a new link is about. */
export async function paymentLinkScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  types: readonly ResourceRow['type'][],
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
  if (!holdsAll(caller, PAYMENT_LINK_PERMISSIONS, lineage)) throw forbidden();
  return row;
}

/** A link the caller may see and act on. */
export async function accessibleLink(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
): Promise<PaymentLinkRow> {
  const link = await paymentLinkById(ctx.db, id);
  const ownerOf = (row: PaymentLinkRow) => row.project_id;
  return (await ownedRecord(ctx, caller, link, ownerOf, PAYMENT_LINK_PERMISSIONS)).row;
}
