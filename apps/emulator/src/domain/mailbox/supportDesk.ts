/**
 * The provider's support desk, as the emulator plays it: every merchant message is answered once
 * {@link SUPPORT_ANSWER_DELAY_MS} have passed on the emulator clock (`topics.answer_due_at`). Answering moves the
 * topic from pending to open: support has spoken, the merchant's turn.
 */
import { SUPPORT_ANSWER_DELAY_MS } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';

export { SUPPORT_ANSWER_DELAY_MS };

/** What support says to a new topic, and to a later merchant message. */
export const SUPPORT_FIRST_ANSWER =
  'Thank you for contacting Paydesk Support. We have received your request and an agent is looking into it. You can follow the progress at https://status.paydesk.example.';
export const SUPPORT_FOLLOW_UP_ANSWER =
  'Thanks for the update. We have added it to your request and will get back to you here.';

export interface AnsweredTopic {
  id: string;
  resource_id: string;
  status: string;
}

/** Answers every topic whose answer is due at `now`; idempotent (an answered topic is due no more). */
export async function answerDueTopics(ctx: DomainContext, now: number): Promise<AnsweredTopic[]> {
  const due = await ctx.db.all<{
    id: string;
    resource_id: string;
    answer_due_at: number;
    support_messages: number;
  }>(
    `SELECT id, resource_id, answer_due_at,
       (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id AND author = 'support') AS support_messages
     FROM topics WHERE answer_due_at IS NOT NULL AND answer_due_at <= ? ORDER BY answer_due_at, id`,
    [now],
  );
  for (const topic of due) {
    const at = Number(topic.answer_due_at);
    const body =
      Number(topic.support_messages) === 0 ? SUPPORT_FIRST_ANSWER : SUPPORT_FOLLOW_UP_ANSWER;
    await ctx.db.batch([
      {
        sql: 'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, NULL, ?, ?, ?)',
        args: [secureId('msg'), topic.id, 'support', body, at],
      },
      {
        // Only if still due: a run racing this one does not answer twice.
        sql: "UPDATE topics SET status = 'open', answer_due_at = NULL, updated_at = ? WHERE id = ? AND answer_due_at = ?",
        args: [at, topic.id, at],
      },
    ]);
  }
  return due.map((topic) => ({ id: topic.id, resource_id: topic.resource_id, status: 'open' }));
}
