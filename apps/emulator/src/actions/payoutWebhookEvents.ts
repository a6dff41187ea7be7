/**
 * A payout reaches the bank when the clock passes its completion (`completed_at`), with no action to announce it:
 * this job tells the organization's webhook endpoints, as `payout.paid` or `payout.failed`, about each payout that
 * completed since its last run (kept in `meta`; before the first run, since the demo data was seeded: what completed
 * before that is history, not news).
 */
import type { PayoutRow } from '../domain/ledger/payouts.js';
import { recordWebhookEvent } from '../domain/webhooks/events.js';
import { payoutResource } from './payouts.js';
import type { TimeJob } from './timeJobs.js';

const ANNOUNCED_UNTIL = 'payouts_announced_until';

export const payoutWebhookEvents: TimeJob = {
  name: 'payout webhook events',
  async run(ctx, now) {
    const marks = await ctx.db.all<{ key: string; value: string }>(
      'SELECT key, value FROM meta WHERE key IN (?, ?)',
      [ANNOUNCED_UNTIL, 'seeded_at'],
    );
    const mark = (key: string) => marks.find((row) => row.key === key)?.value;
    const since = Number(mark(ANNOUNCED_UNTIL) ?? mark('seeded_at') ?? now);
    if (now <= since) return;
    await ctx.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [
      ANNOUNCED_UNTIL,
      String(now),
    ]);
    const completed = await ctx.db.all<PayoutRow>(
      'SELECT * FROM payouts WHERE completed_at > ? AND completed_at <= ? ORDER BY completed_at, id',
      [since, now],
    );
    for (const row of completed) {
      await recordWebhookEvent(ctx, {
        type: row.failure_reason ? 'payout.failed' : 'payout.paid',
        organizationId: row.organization_id,
        data: payoutResource(row, now),
      });
    }
  },
};
