/**
 * Mailbox topics of an organization. A member reaches only the topics it opened; topics.all or topics.supervisor
 * on the organization reach every topic there.
 */
import type { DomainContext } from '../context.js';
import { ApiError, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { visibleResource } from '../resources/visibility.js';

export const TOPIC_STATUSES = ['pending', 'open', 'resolved', 'closed'] as const;

export interface TopicRow {
  id: string;
  resource_id: string;
  identity_id: string;
  subject: string;
  category: string;
  status: string;
  created_at: number;
  updated_at: number;
  message_count: number;
  about_type: string | null;
  about_id: string | null;
  answer_due_at: number | null;
  last_body: string | null;
  last_author: 'merchant' | 'support' | null;
  last_at: number | null;
  /** 1 when someone else wrote after the caller last read the topic. */
  unread: number;
}

/** A topic with its message count, newest message and the caller's (`?` = identity id, twice) unread state. */
const TOPIC_COLUMNS = `topics.*,
  (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id) AS message_count,
  (SELECT body FROM messages WHERE topic_id = topics.id ORDER BY created_at DESC, rowid DESC LIMIT 1) AS last_body,
  (SELECT author FROM messages WHERE topic_id = topics.id ORDER BY created_at DESC, rowid DESC LIMIT 1) AS last_author,
  (SELECT MAX(created_at) FROM messages WHERE topic_id = topics.id) AS last_at,
  EXISTS (SELECT 1 FROM messages m WHERE m.topic_id = topics.id
    AND (m.identity_id IS NULL OR m.identity_id != ?1)
    AND m.created_at > COALESCE((SELECT read_at FROM topic_reads r WHERE r.topic_id = topics.id AND r.identity_id = ?1), -1)
  ) AS unread`;

export const seesAllTopics = (caller: SessionCaller, lineage: readonly string[]) =>
  caller.access.can('topics.all', lineage) || caller.access.can('topics.supervisor', lineage);

/** A topic the caller reaches, with `permission` on its organization; others answer "not found". */
export async function topicFor(
  ctx: DomainContext,
  caller: SessionCaller,
  topicId: unknown,
  permission: 'topics.read' | 'topics.write',
): Promise<TopicRow> {
  if (typeof topicId !== 'string')
    throw new ApiError(422, [{ title: 'topic is required', code: 'invalid' }]);
  const topic = await ctx.db.get<TopicRow>(`SELECT ${TOPIC_COLUMNS} FROM topics WHERE id = ?2`, [
    caller.identity.id,
    topicId,
  ]);
  if (!topic) throw notFound();
  // Checks visibility (other organizations' topics are not found) and the permission on its organization.
  const { lineage } = await visibleResource(ctx, caller, topic.resource_id, permission);
  // Someone else's topic is as hidden as it is from the topics list unless the caller sees every topic there.
  if (topic.identity_id !== caller.identity.id && !seesAllTopics(caller, lineage)) throw notFound();
  return topic;
}

/** The topics of an organization the caller reaches, last updated first. */
export async function topicsOf(
  ctx: DomainContext,
  caller: SessionCaller,
  organizationId: string,
  lineage: readonly string[],
): Promise<TopicRow[]> {
  const all = seesAllTopics(caller, lineage);
  return ctx.db.all<TopicRow>(
    `SELECT ${TOPIC_COLUMNS} FROM topics
     WHERE resource_id = ?2 ${all ? '' : 'AND identity_id = ?1'} ORDER BY updated_at DESC, id`,
    [caller.identity.id, organizationId],
  );
}

/** Marks a topic read by the caller up to now (opening its conversation). */
export async function markTopicRead(
  ctx: DomainContext,
  caller: SessionCaller,
  topicId: string,
): Promise<void> {
  await ctx.db.run(
    `INSERT INTO topic_reads (topic_id, identity_id, read_at) VALUES (?, ?, ?)
     ON CONFLICT (topic_id, identity_id) DO UPDATE SET read_at = excluded.read_at`,
    [topicId, caller.identity.id, ctx.clock.now()],
  );
}

/** Moving a topic to another status takes topics.supervisor on its organization (SPEC §6). */
export const TOPIC_STATUS_PERMISSION = 'topics.supervisor';

/** Moves a topic to another status: only with topics.supervisor on its organization. */
export async function setTopicStatus(
  ctx: DomainContext,
  caller: SessionCaller,
  topicId: unknown,
  status: unknown,
): Promise<TopicRow> {
  const topic = await topicFor(ctx, caller, topicId, 'topics.read');
  await visibleResource(ctx, caller, topic.resource_id, TOPIC_STATUS_PERMISSION);
  if (typeof status !== 'string' || !(TOPIC_STATUSES as readonly string[]).includes(status)) {
    throw new ApiError(422, [
      {
        title: `status must be one of ${TOPIC_STATUSES.join(', ')}`,
        code: 'invalid',
        source: { pointer: '/data/attributes/status' },
      },
    ]);
  }
  await ctx.db.run('UPDATE topics SET status = ?, updated_at = ? WHERE id = ?', [
    status,
    ctx.clock.now(),
    topic.id,
  ]);
  return topicFor(ctx, caller, topic.id, 'topics.read');
}
