/**
 * Dispute deadline reminders: a dispute still waiting for the merchant is reminded of 7, 3 and 1 days before its
 * response deadline (DISPUTE_REMINDER_DAYS), each threshold once (table `dispute_reminders`). A run after a long
 * jump of the clock sends only the most urgent threshold it crossed and records the ones it skipped, so the
 * merchant gets one message saying how close the deadline is, not three at once.
 */
import { DISPUTE_REMINDER_DAYS, openDisputeStates } from '@paydesk/api-client';
import { DAY } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { writeReminderMessage } from './mailbox.js';

export interface SentReminder {
  organizationId: string;
  disputeId: string;
  daysBefore: number;
  responseDeadline: number;
  topicId: string | null;
}

interface DueDispute {
  id: string;
  organization_id: string;
  response_deadline: number;
  /** The smallest threshold already handled; NULL when none. */
  handled: number | null;
}

const FIRST_THRESHOLD_DAYS = Math.max(...DISPUTE_REMINDER_DAYS);

/** The thresholds a deadline has crossed at `now`, most urgent first. */
export function crossedThresholds(deadline: number, now: number): number[] {
  if (deadline <= now) return [];
  return DISPUTE_REMINDER_DAYS.filter((days) => deadline - days * DAY <= now).sort((a, b) => a - b);
}

/** Sends every reminder due at `now`; idempotent (a handled threshold is never sent again). */
export async function sendDueReminders(ctx: DomainContext, now: number): Promise<SentReminder[]> {
  const states = openDisputeStates.map(() => '?').join(', ');
  const due = await ctx.db.all<DueDispute>(
    `SELECT d.id, d.organization_id, d.response_deadline,
       (SELECT MIN(days_before) FROM dispute_reminders r WHERE r.dispute_id = d.id) AS handled
     FROM disputes d
     WHERE d.response_deadline > ? AND d.response_deadline <= ? AND d.state IN (${states})
     ORDER BY d.response_deadline, d.id`,
    [now, now + FIRST_THRESHOLD_DAYS * DAY, ...openDisputeStates],
  );
  const sent: SentReminder[] = [];
  for (const dispute of due) {
    const deadline = Number(dispute.response_deadline);
    const handled = dispute.handled === null ? Infinity : Number(dispute.handled);
    const fresh = crossedThresholds(deadline, now).filter((days) => days < handled);
    const daysBefore = fresh[0];
    if (daysBefore === undefined) continue;
    // Claim the threshold first: a run racing this one (none today, runs are serial) would send nothing.
    const claimed = await ctx.db.run(
      `INSERT OR IGNORE INTO dispute_reminders (dispute_id, days_before, organization_id, topic_id, sent_at)
       VALUES (?, ?, ?, NULL, ?)`,
      [dispute.id, daysBefore, dispute.organization_id, now],
    );
    if (claimed === 0) continue;
    for (const skipped of fresh.slice(1))
      await ctx.db.run(
        `INSERT OR IGNORE INTO dispute_reminders (dispute_id, days_before, organization_id, topic_id, sent_at)
         VALUES (?, ?, ?, NULL, ?)`,
        [dispute.id, skipped, dispute.organization_id, now],
      );
    const topicId = await writeReminderMessage(ctx, {
      disputeId: dispute.id,
      organizationId: dispute.organization_id,
      daysBefore,
      deadline,
      now,
    });
    if (topicId)
      await ctx.db.run(
        'UPDATE dispute_reminders SET topic_id = ? WHERE dispute_id = ? AND days_before = ?',
        [topicId, dispute.id, daysBefore],
      );
    sent.push({
      organizationId: dispute.organization_id,
      disputeId: dispute.id,
      daysBefore,
      responseDeadline: deadline,
      topicId,
    });
  }
  return sent;
}
