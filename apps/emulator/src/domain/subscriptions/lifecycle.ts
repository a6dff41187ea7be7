/** Pause, resume and cancel: what each status allows, and the row after it. */
import type { DomainContext } from '../context.js';
import { recordSubscriptionEvent } from '../webhooks/facts.js';
import { ended } from './billing.js';
import { notAllowedNow } from './fields.js';
import { saveSubscription, type SubscriptionRow } from './store.js';

export async function pauseSubscription(ctx: DomainContext, row: SubscriptionRow): Promise<void> {
  if (row.status !== 'trialling' && row.status !== 'active') throw notAllowedNow();
  await ctx.db.batch([saveSubscription({ ...row, status: 'paused', paused_at: ctx.clock.now() })]);
}

/**
 * Resumes a paused subscription. A trial that has not run out goes on; otherwise billing restarts: a cycle that
 * fell due while paused is not billed, the next one is due now and the cycles after it count from now.
 */
export async function resumeSubscription(ctx: DomainContext, row: SubscriptionRow): Promise<void> {
  if (row.status !== 'paused') throw notAllowedNow();
  const now = ctx.clock.now();
  const inTrial =
    row.trial_ends_at !== null &&
    Number(row.trial_ends_at) > now &&
    Number(row.cycles_billed) === 0;
  const next: SubscriptionRow = {
    ...row,
    status: inTrial ? 'trialling' : 'active',
    paused_at: null,
  };
  if (!inTrial && next.next_billing_at !== null && Number(next.next_billing_at) < now) {
    next.anchor_at = now;
    next.anchor_cycle = Number(row.cycles_billed);
    next.next_billing_at = now;
    next.trial_ends_at = row.trial_ends_at;
  }
  await ctx.db.batch([
    saveSubscription(next),
    // A retry that fell due while paused is tried now.
    {
      sql: `UPDATE subscription_invoices SET next_attempt_at = ?
            WHERE subscription_id = ? AND status = 'unpaid' AND next_attempt_at < ?`,
      args: [now, row.id, now],
    },
  ]);
}

/**
 * Cancels now, or at the end of the current period (or trial) for a subscription still running. A paused or
 * halted one has no running period: it is cancelled now either way.
 */
export async function cancelSubscription(
  ctx: DomainContext,
  row: SubscriptionRow,
  atPeriodEnd: boolean,
): Promise<void> {
  if (row.status === 'cancelled' || row.status === 'expired') throw notAllowedNow();
  const running = row.status === 'trialling' || row.status === 'active';
  if (atPeriodEnd && running) {
    await ctx.db.batch([saveSubscription({ ...row, cancel_at_period_end: 1 })]);
    return;
  }
  await ctx.db.batch(ended(row, 'cancelled', ctx.clock.now()));
  await recordSubscriptionEvent(ctx, { ...row, status: 'cancelled' }, 'subscription.canceled');
}
