/**
 * The payment links' clock job: a reminder goes out once, `reminder_days` before a link expires, as soon as the clock
 * has passed that instant and the link can still be paid (after a long advance, late but once). Expiry needs no
 * write: the status follows the clock (see store.ts), so a link is `expired` the instant its expiry passes.
 */
import type { DomainContext } from '../context.js';
import { notifyReminder } from './notify.js';
import { isPayable, type PaymentLinkRow } from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends the reminders due at `now`; a second run at the same time finds none (reminder_sent_at is set). */
export async function sendDueReminders(ctx: DomainContext, now: number): Promise<number> {
  const due = await ctx.db.all<PaymentLinkRow>(
    `SELECT * FROM payment_links
     WHERE expires_at IS NOT NULL AND disabled_at IS NULL AND reminder_days IS NOT NULL
       AND reminder_sent_at IS NULL AND expires_at - reminder_days * ? <= ?
     ORDER BY expires_at, id`,
    [DAY_MS, now],
  );
  let sent = 0;
  for (const row of due) {
    if (!isPayable(row, now)) continue;
    // Claimed first: a job running twice at once sends one reminder.
    const claimed = await ctx.db.run(
      'UPDATE payment_links SET reminder_sent_at = ? WHERE id = ? AND reminder_sent_at IS NULL',
      [now, row.id],
    );
    if (claimed === 0) continue;
    await notifyReminder(ctx, row, Number(row.reminder_days));
    sent++;
  }
  return sent;
}

/** The clock job (listed in actions/timeJobs.ts). */
export const paymentLinkJob = {
  name: 'payment-link reminders',
  run: async (ctx: DomainContext, now: number): Promise<void> => {
    await sendDueReminders(ctx, now);
  },
};
