/** Messages of a topic with their attachments; sending a message claims the caller's finished uploads. */
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import type { SessionCaller } from '../access/caller.js';
import { checkUnsentUploads, tooManyAttachments, type FileRow } from '../files/files.js';
import { SUPPORT_ANSWER_DELAY_MS, type TopicAbout } from '@paydesk/api-client';
import { ApiError } from '../errors.js';
import type { TopicRow } from './topics.js';

/** The table of each kind of record a topic can be about; each has an `organization_id`. */
const aboutTables: Record<TopicAbout['type'], string> = {
  transaction: 'transactions',
  dispute: 'disputes',
  payout: 'payouts',
  report: 'reports',
};

/** A topic can only be about a record of its own organization. */
async function checkAbout(
  ctx: DomainContext,
  organizationId: string,
  about: TopicAbout,
): Promise<void> {
  const table = aboutTables[about.type];
  const row = table
    ? await ctx.db.get<{ id: string }>(
        `SELECT id FROM ${table} WHERE id = ? AND organization_id = ?`,
        [about.id, organizationId],
      )
    : undefined;
  if (!row)
    throw new ApiError(422, [
      {
        title: 'The record is not part of this organization',
        code: 'invalid',
        source: { pointer: '/data/attributes/about' },
      },
    ]);
}

/** Five attachments per message at most, like the provider. */
const MAX_ATTACHMENTS = 5;

export interface MessageRow {
  id: string;
  topic_id: string;
  identity_id: string | null;
  author: 'merchant' | 'support';
  body: string;
  created_at: number;
  author_name: string | null;
}

/** Messages of a topic, oldest first (or just one of them when `messageId` is given), and their files. */
export async function messagesOf(
  ctx: DomainContext,
  topicId: string,
  messageId?: string,
): Promise<{ rows: MessageRow[]; files: FileRow[] }> {
  const only = messageId === undefined ? '' : ' AND messages.id = ?';
  const args = messageId === undefined ? [topicId] : [topicId, messageId];
  const rows = await ctx.db.all<MessageRow>(
    `SELECT messages.*, identities.name AS author_name FROM messages
     LEFT JOIN identities ON identities.id = messages.identity_id WHERE topic_id = ?${only}
     ORDER BY messages.created_at, messages.id`,
    args,
  );
  const files = await ctx.db.all<FileRow>(
    `SELECT files.* FROM files JOIN messages ON messages.id = files.message_id WHERE topic_id = ?${only}
     ORDER BY files.created_at, files.id`,
    args,
  );
  return { rows, files };
}

/** The caller's finished, unsent mailbox uploads named by `ids`, checked before they are attached. */
async function claimAttachments(
  ctx: DomainContext,
  caller: SessionCaller,
  ids: unknown,
): Promise<string[]> {
  if (ids === undefined) return [];
  if (
    !Array.isArray(ids) ||
    ids.length > MAX_ATTACHMENTS ||
    !ids.every((id) => typeof id === 'string')
  ) {
    throw tooManyAttachments(MAX_ATTACHMENTS);
  }
  await checkUnsentUploads(ctx, caller, ids as string[], 'message');
  return ids as string[];
}

const attach = (attachments: readonly string[], messageId: string, organizationId: string) =>
  attachments.map((id) => ({
    sql: 'UPDATE files SET message_id = ?, resource_id = ? WHERE id = ?',
    args: [messageId, organizationId, id],
  }));

const INSERT_MESSAGE =
  'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)';

/** Opens a topic in an organization with its first message; answers the topic's id. */
export async function createTopic(
  ctx: DomainContext,
  caller: SessionCaller,
  organizationId: string,
  topic: { subject: string; body: string; attachmentIds: unknown; about: TopicAbout | null },
): Promise<string> {
  const attachments = await claimAttachments(ctx, caller, topic.attachmentIds);
  if (topic.about) await checkAbout(ctx, organizationId, topic.about);
  const now = ctx.clock.now();
  const topicId = secureId('top');
  const messageId = secureId('msg');
  await ctx.db.batch([
    {
      sql: 'INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at, about_type, about_id, answer_due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        topicId,
        organizationId,
        caller.identity.id,
        topic.subject,
        topic.about?.type ?? 'general',
        'pending',
        now,
        now,
        topic.about?.type ?? null,
        topic.about?.id ?? null,
        now + SUPPORT_ANSWER_DELAY_MS,
      ],
    },
    {
      sql: INSERT_MESSAGE,
      args: [messageId, topicId, caller.identity.id, 'merchant', topic.body, now],
    },
    ...attach(attachments, messageId, organizationId),
  ]);
  return topicId;
}

/** Adds the caller's message to a topic; a closed or resolved topic is pending again. Answers the message's id. */
export async function createMessage(
  ctx: DomainContext,
  caller: SessionCaller,
  topic: TopicRow,
  message: { body: string; attachmentIds: unknown },
): Promise<string> {
  const attachments = await claimAttachments(ctx, caller, message.attachmentIds);
  const now = ctx.clock.now();
  const messageId = secureId('msg');
  await ctx.db.batch([
    {
      sql: INSERT_MESSAGE,
      args: [messageId, topic.id, caller.identity.id, 'merchant', message.body, now],
    },
    {
      // Support owes an answer again: the topic is pending until it comes.
      sql: 'UPDATE topics SET updated_at = ?, status = ?, answer_due_at = ? WHERE id = ?',
      args: [now, 'pending', now + SUPPORT_ANSWER_DELAY_MS, topic.id],
    },
    ...attach(attachments, messageId, topic.resource_id),
  ]);
  return messageId;
}
