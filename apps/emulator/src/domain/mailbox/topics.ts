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
}

const TOPIC_COLUMNS =
  'topics.*, (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id) AS message_count';

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
  const topic = await ctx.db.get<TopicRow>(`SELECT ${TOPIC_COLUMNS} FROM topics WHERE id = ?`, [
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
     WHERE resource_id = ? ${all ? '' : 'AND identity_id = ?'} ORDER BY updated_at DESC, id`,
    all ? [organizationId] : [organizationId, caller.identity.id],
  );
}

/** Moves a topic to another status (someone else's only with topics.all or topics.supervisor). */
export async function setTopicStatus(
  ctx: DomainContext,
  caller: SessionCaller,
  topicId: unknown,
  status: unknown,
): Promise<TopicRow> {
  const topic = await topicFor(ctx, caller, topicId, 'topics.write');
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
