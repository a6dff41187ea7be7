/**
 * The mailbox side of a dispute reminder: one topic per dispute ("about" the dispute, so it links to it), written
 * by support; each reminder is a message in it. The topic belongs to an administrator of the organization (a topic
 * needs an owner); whoever sees every topic there sees it too.
 */
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { lineageOf } from '../resources/lineage.js';

/** The mailbox category of reminder topics (the seeded mailbox's dispute questions use it too). */
export const REMINDER_TOPIC_CATEGORY = 'disputes';

export const reminderSubject = (disputeId: string) => `Response deadline for dispute ${disputeId}`;

export function reminderBody(disputeId: string, daysBefore: number, deadline: number): string {
  const days = daysBefore === 1 ? '1 day' : `${daysBefore} days`;
  return `Dispute ${disputeId} needs your response within ${days}: the deadline is ${new Date(deadline).toISOString().replace('.000Z', 'Z')}. Accept the dispute or submit evidence before then, otherwise it is decided against you.`;
}

/** Who owns the organization's reminder topics: an administrator on it or above, else any member. */
async function topicOwner(ctx: DomainContext, organizationId: string): Promise<string | null> {
  const lineage = (await lineageOf(ctx.db, organizationId)).map((row) => row.id);
  if (lineage.length === 0) return null;
  const row = await ctx.db.get<{ identity_id: string }>(
    `SELECT identity_id FROM identity_groups WHERE resource_id IN (${lineage.map(() => '?').join(', ')})
     ORDER BY role = 'admin' DESC, created_at, id LIMIT 1`,
    lineage,
  );
  return row?.identity_id ?? null;
}

/** Writes the reminder into the dispute's topic (made on the first reminder); the topic's id, or null if none. */
export async function writeReminderMessage(
  ctx: DomainContext,
  reminder: {
    disputeId: string;
    organizationId: string;
    daysBefore: number;
    deadline: number;
    now: number;
  },
): Promise<string | null> {
  const { disputeId, organizationId, now } = reminder;
  const existing = await ctx.db.get<{ id: string }>(
    `SELECT id FROM topics WHERE resource_id = ? AND about_type = 'dispute' AND about_id = ? AND subject = ?`,
    [organizationId, disputeId, reminderSubject(disputeId)],
  );
  let topicId = existing?.id;
  const statements: { sql: string; args: (string | number | null)[] }[] = [];
  if (!topicId) {
    const owner = await topicOwner(ctx, organizationId);
    if (!owner) return null;
    topicId = secureId('top');
    statements.push({
      sql: `INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at, about_type, about_id, answer_due_at)
            VALUES (?, ?, ?, ?, ?, 'open', ?, ?, 'dispute', ?, NULL)`,
      args: [
        topicId,
        organizationId,
        owner,
        reminderSubject(disputeId),
        REMINDER_TOPIC_CATEGORY,
        now,
        now,
        disputeId,
      ],
    });
  }
  statements.push(
    {
      sql: "INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, NULL, 'support', ?, ?)",
      args: [
        secureId('msg'),
        topicId,
        reminderBody(disputeId, reminder.daysBefore, reminder.deadline),
        now,
      ],
    },
    // Support spoke: the merchant's turn, like any support answer.
    { sql: "UPDATE topics SET status = 'open', updated_at = ? WHERE id = ?", args: [now, topicId] },
  );
  await ctx.db.batch(statements);
  return topicId;
}
