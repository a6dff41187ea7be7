/** Legacy payout requests of an organization (read-only). */
import type { DomainContext } from './context.js';

export interface PayoutRequestRow {
  id: string;
  resource_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  created_at: number;
}

/** Newest first. */
export async function payoutRequestsOf(
  ctx: DomainContext,
  organizationId: string,
): Promise<PayoutRequestRow[]> {
  return ctx.db.all<PayoutRequestRow>(
    'SELECT * FROM payout_requests WHERE resource_id = ? ORDER BY created_at DESC, id',
    [organizationId],
  );
}
