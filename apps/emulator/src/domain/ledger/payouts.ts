/**
 * Processing payouts and the payout requests made from the dashboard. A payout's status follows the emulator
 * clock (new → pending after approval → paid or failed when it completes), and so does a request's approval; the
 * money moves by entries dated at those times, so nothing needs a background job.
 */
import { audit } from '../audit/entries.js';
import {
  PAYOUT_AMOUNT_EXCEEDS_AVAILABLE,
  type PayoutFailureReason,
  type PayoutStatus,
  type WalletPayoutRequestStatus,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import { HOUR, DAY, iso } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { ApiError, invalid } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { exclusive } from '../payments/access.js';
import { exponentOf, payoutPostings, type Entry } from './posting.js';
import { balancesOf, ensureAccount, insertEntries } from './store.js';

/** A request made from the dashboard is approved this long after it is made. */
export const APPROVAL_DELAY = 4 * HOUR;
/** A payout reaches the bank (paid, or failed) this long after it is sent. */
export const PAYOUT_DURATION = DAY;

export interface PayoutRow {
  id: string;
  organization_id: string;
  currency: string;
  amount: number;
  payout_method_id: string;
  reference: string;
  payout_request_id: string | null;
  created_at: number;
  pending_at: number;
  completed_at: number;
  failure_reason: string | null;
  seeded: number;
}

export interface PayoutRequestRow {
  id: string;
  organization_id: string;
  currency: string;
  amount: number;
  payout_method_id: string;
  request_reference: string | null;
  identity_id: string | null;
  payout_id: string | null;
  created_at: number;
  decided_at: number | null;
  rejection_reason: string | null;
  seeded: number;
}

export function payoutStatusOf(row: PayoutRow, now: number): PayoutStatus {
  if (now < Number(row.pending_at)) return 'new';
  if (now < Number(row.completed_at)) return 'pending';
  return row.failure_reason ? 'failed' : 'paid';
}

export function payoutAttributes(row: PayoutRow, now: number) {
  const status = payoutStatusOf(row, now);
  return {
    organizationId: row.organization_id,
    amount: Number(row.amount),
    currency: row.currency,
    status,
    // Why it failed is known once it has.
    failureReason: status === 'failed' ? (row.failure_reason as PayoutFailureReason) : null,
    payoutMethodId: row.payout_method_id,
    reference: row.reference,
    payoutRequestId: row.payout_request_id,
    createdAt: iso(Number(row.created_at)),
    expectedAt: iso(Number(row.completed_at)),
    paidAt: status === 'paid' ? iso(Number(row.completed_at)) : null,
    failedAt: status === 'failed' ? iso(Number(row.completed_at)) : null,
  };
}

export function payoutRequestStatusOf(
  row: PayoutRequestRow,
  now: number,
): WalletPayoutRequestStatus {
  if (row.decided_at === null || now < Number(row.decided_at)) return 'pending';
  return row.rejection_reason ? 'rejected' : 'approved';
}

export function payoutRequestAttributes(row: PayoutRequestRow, now: number) {
  const status = payoutRequestStatusOf(row, now);
  return {
    organizationId: row.organization_id,
    amount: Number(row.amount),
    currency: row.currency,
    status,
    payoutMethodId: row.payout_method_id,
    rejectionReason: status === 'rejected' ? row.rejection_reason : null,
    payoutId: row.payout_id,
    createdAt: iso(Number(row.created_at)),
    decidedAt: status === 'pending' ? null : iso(Number(row.decided_at)),
  };
}

/** Newest first. */
export async function payoutsOf(ctx: DomainContext, organizationId: string, now: number) {
  return ctx.db.all<PayoutRow>(
    'SELECT * FROM payouts WHERE organization_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC',
    [organizationId, now],
  );
}

export async function payoutRequestsOf(ctx: DomainContext, organizationId: string, now: number) {
  return ctx.db.all<PayoutRequestRow>(
    'SELECT * FROM wallet_payout_requests WHERE organization_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC',
    [organizationId, now],
  );
}

/** "12.34 EUR", for the detail of an error. */
const formatted = (amount: number, currency: string) => {
  const exponent = exponentOf(currency);
  return `${(amount / 10 ** exponent).toFixed(exponent)} ${currency}`;
};

export interface PayoutRequestInput {
  amount: number;
  currency: string;
  payoutMethodId: string;
  requestReference: string | undefined;
}

/**
 * Makes a payout request: a payout method of the organization in the request's currency, at most the available
 * balance (else 422 on /data/attributes/amount). The amount leaves available at once through its payout, so two
 * requests cannot spend the same money; the same requestReference answers the first request again.
 */
export async function createPayoutRequest(
  ctx: DomainContext,
  caller: SessionCaller,
  organizationId: string,
  input: PayoutRequestInput,
): Promise<{ request: PayoutRequestRow; entries: Entry[] }> {
  return exclusive(ctx, async () => {
    if (input.requestReference !== undefined) {
      const earlier = await ctx.db.get<PayoutRequestRow>(
        'SELECT * FROM wallet_payout_requests WHERE organization_id = ? AND request_reference = ?',
        [organizationId, input.requestReference],
      );
      if (earlier) return { request: earlier, entries: [] };
    }
    const method = await ctx.db.get<{ id: string; currency: string }>(
      'SELECT id, currency FROM payout_methods WHERE id = ? AND organization_id = ? AND removed_at IS NULL',
      [input.payoutMethodId, organizationId],
    );
    if (!method) throw invalid('Unknown payout method', '/data/attributes/payoutMethodId');
    if (method.currency !== input.currency) {
      throw invalid(
        `The payout method pays out ${method.currency}, not ${input.currency}`,
        '/data/attributes/payoutMethodId',
        'currency-mismatch',
      );
    }
    const now = ctx.clock.now();
    const { available } = await balancesOf(ctx.db, organizationId, input.currency, now);
    if (input.amount > available) {
      throw new ApiError(422, [
        {
          title: PAYOUT_AMOUNT_EXCEEDS_AVAILABLE,
          code: 'amount-exceeds-available',
          detail: `Available: ${formatted(Math.max(0, available), input.currency)}`,
          source: { pointer: '/data/attributes/amount' },
        },
      ]);
    }
    const request: PayoutRequestRow = {
      id: secureId('wpr'),
      organization_id: organizationId,
      currency: input.currency,
      amount: input.amount,
      payout_method_id: method.id,
      request_reference: input.requestReference ?? null,
      identity_id: caller.identity.id,
      payout_id: secureId('po'),
      created_at: now,
      decided_at: now + APPROVAL_DELAY,
      rejection_reason: null,
      seeded: 0,
    };
    const payout: PayoutRow = {
      id: request.payout_id!,
      organization_id: organizationId,
      currency: input.currency,
      amount: input.amount,
      payout_method_id: method.id,
      reference: `PO-${request.payout_id!.slice(-8).toUpperCase()}`,
      payout_request_id: request.id,
      created_at: now,
      pending_at: now + APPROVAL_DELAY,
      completed_at: now + APPROVAL_DELAY + PAYOUT_DURATION,
      failure_reason: null,
      seeded: 0,
    };
    const entries = payoutPostings({
      id: payout.id,
      organizationId,
      currency: input.currency,
      amount: input.amount,
      createdAt: now,
      completedAt: payout.completed_at,
      failed: false,
    });
    audit(ctx, {
      organizationId,
      kind: 'payout-request',
      targetType: 'payout-request',
      targetId: request.id,
      summary: payout.reference,
      after: { payoutMethodId: method.id, payoutId: payout.id },
      amount: input.amount,
      currency: input.currency,
    });
    await ctx.db.batch([
      ensureAccount(organizationId, input.currency, now),
      {
        sql: `INSERT INTO wallet_payout_requests (id, organization_id, currency, amount, payout_method_id, request_reference,
                identity_id, payout_id, created_at, decided_at, rejection_reason, seeded)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
        args: [
          request.id,
          organizationId,
          request.currency,
          request.amount,
          request.payout_method_id,
          request.request_reference,
          request.identity_id,
          request.payout_id,
          request.created_at,
          request.decided_at,
          null,
        ],
      },
      {
        sql: `INSERT INTO payouts (id, organization_id, currency, amount, payout_method_id, reference, payout_request_id,
                created_at, pending_at, completed_at, failure_reason, seeded)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)`,
        args: [
          payout.id,
          organizationId,
          payout.currency,
          payout.amount,
          payout.payout_method_id,
          payout.reference,
          payout.payout_request_id,
          payout.created_at,
          payout.pending_at,
          payout.completed_at,
        ],
      },
      ...insertEntries(entries),
    ]);
    return { request, entries };
  });
}
