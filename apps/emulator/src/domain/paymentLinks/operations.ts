/** Creating, changing and disabling payment links (the merchant's side). */
import { PAYMENT_LINK_ERRORS } from '@paydesk/api-client';
import { secureId, secureToken } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { ResourceRow } from '../resources/lineage.js';
import { linkDownloads } from './downloads.js';
import { linkColumns } from './fields.js';
import { notifyCreated } from './notify.js';
import { insertPaymentLink, paymentLinkById, type PaymentLinkRow } from './store.js';

/** SPEC §8: a server-to-server project takes payments through its own checkout, never through a link. */
function refuseServerToServer(project: ResourceRow): void {
  const attributes = JSON.parse(project.attributes) as { integration?: string };
  if (attributes.integration === 'server-to-server') {
    throw new ApiError(422, [
      {
        title: PAYMENT_LINK_ERRORS.serverToServer,
        code: 'server-to-server',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
}

export async function createPaymentLink(
  ctx: DomainContext,
  project: ResourceRow,
  attributes: Record<string, unknown>,
): Promise<PaymentLinkRow> {
  refuseServerToServer(project);
  const now = ctx.clock.now();
  const organizationId = project.parent_id ?? '';
  const columns = linkColumns(attributes, now);
  const downloads = (await linkDownloads(ctx, organizationId, attributes.downloadIds)) ?? '[]';
  const row: PaymentLinkRow = {
    id: secureId('plk'),
    organization_id: organizationId,
    project_id: project.id,
    // The secret part of the public URL: unguessable, unlike the id the dashboard shows.
    token: secureToken(18),
    ...columns,
    reminder_sent_at: null,
    downloads,
    paid_count: 0,
    paid_amount: 0,
    last_paid_at: null,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.batch([insertPaymentLink(row)]);
  await notifyCreated(ctx, row);
  return row;
}

/** Replaces the link's fields; a new expiry or reminder arms the reminder again. */
export async function updatePaymentLink(
  ctx: DomainContext,
  row: PaymentLinkRow,
  attributes: Record<string, unknown>,
): Promise<PaymentLinkRow> {
  if (row.disabled_at !== null) {
    throw new ApiError(409, [{ title: PAYMENT_LINK_ERRORS.disabled, code: 'disabled' }]);
  }
  const now = ctx.clock.now();
  const columns = {
    ...linkColumns(attributes, now),
    downloads:
      (await linkDownloads(ctx, row.organization_id, attributes.downloadIds)) ?? row.downloads,
  };
  const rearm =
    columns.expires_at !== row.expires_at || columns.reminder_days !== row.reminder_days;
  const next: PaymentLinkRow = {
    ...row,
    ...columns,
    reminder_sent_at: rearm ? null : row.reminder_sent_at,
    updated_at: now,
  };
  const names = [...Object.keys(columns), 'reminder_sent_at', 'updated_at'] as const;
  await ctx.db.run(
    `UPDATE payment_links SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`,
    [...names.map((name) => next[name as keyof PaymentLinkRow]), row.id],
  );
  return (await paymentLinkById(ctx.db, row.id)) ?? next;
}

/** Disabling twice keeps the first instant. */
export async function disablePaymentLink(
  ctx: DomainContext,
  row: PaymentLinkRow,
): Promise<PaymentLinkRow> {
  const now = ctx.clock.now();
  await ctx.db.run(
    'UPDATE payment_links SET disabled_at = COALESCE(disabled_at, ?), updated_at = ? WHERE id = ?',
    [now, now, row.id],
  );
  return (await paymentLinkById(ctx.db, row.id)) ?? row;
}
