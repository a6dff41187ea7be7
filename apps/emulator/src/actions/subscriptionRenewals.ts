/** The clock job of subscriptions: trials end, cycles renew, unpaid invoices are retried and reminded, ends apply. */
import { advanceAll, advanceSubscription } from '../domain/subscriptions/billing.js';
import { exclusive } from '../domain/payments/access.js';
import { announceLedger } from './ledgerEvents.js';
import type { TimeJob } from './timeJobs.js';
import type { ActionContext } from './types.js';

export const subscriptionRenewals: TimeJob = {
  name: 'subscription renewals',
  async run(ctx, now) {
    // One at a time with refunds and payouts (and the subscription actions), which read the same balances.
    const entries = await exclusive(ctx, () => advanceAll(ctx, now));
    await announceLedger(ctx, entries);
  },
};

/** Does at once what a new or resumed subscription has due (a first invoice without a trial). */
export async function billNow(ctx: ActionContext, id: string): Promise<void> {
  const entries = await advanceSubscription(ctx, id, ctx.clock.now());
  await announceLedger(ctx, entries);
}
