import type { Context } from '../context.js';
import { lineageOf } from '../access.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { canReadFile } from '../payments/files.js';
import { iso } from '../http/document.js';
import { secureId } from '../random.js';
import { routes } from '../http/contract.js';
import {
  attributesOf,
  empty,
  filtersOf,
  matches,
  pageOf,
  paginate,
  relationshipId,
  requireSession,
  stringAttribute,
  visibleResource,
} from './helpers.js';
import type { Area, SessionCaller } from './types.js';

export const TOPIC_STATUSES = ['pending', 'open', 'resolved', 'closed'] as const;
/** Attachments are limited like the provider's: 10 MB each, five per message. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_ATTACHMENTS = 5;

interface TopicRow {
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

interface MessageRow {
  id: string;
  topic_id: string;
  identity_id: string | null;
  author: 'merchant' | 'support';
  body: string;
  created_at: number;
  author_name: string | null;
}

export interface FileRow {
  id: string;
  resource_id: string;
  identity_id: string;
  message_id: string | null;
  name: string;
  mime_type: string;
  size: number;
  content: ArrayBuffer | null;
  created_at: number;
  /** Mailbox attachments are `message`; dispute evidence and exports share the table (payments/files.ts). */
  purpose: 'message' | 'evidence' | 'export';
}

function topicResource(row: TopicRow) {
  return {
    type: 'topic',
    id: row.id,
    attributes: {
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      messageCount: Number(row.message_count),
    },
    relationships: { resource: { data: { type: 'resource', id: row.resource_id } } },
  };
}

export function fileResource(row: FileRow) {
  return {
    type: 'file',
    id: row.id,
    attributes: {
      name: row.name,
      size: Number(row.size),
      mimeType: row.mime_type,
      uploadPath: row.content === null ? routes.file(row.id) : null,
    },
  };
}

async function topicFor(
  ctx: Context,
  caller: SessionCaller,
  topicId: unknown,
  permission: 'topics.read' | 'topics.write',
) {
  if (typeof topicId !== 'string')
    throw new ApiError(422, [{ title: 'topic is required', code: 'invalid' }]);
  const topic = await ctx.db.get<TopicRow>(
    'SELECT topics.*, (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id) AS message_count FROM topics WHERE id = ?',
    [topicId],
  );
  if (!topic) throw notFound();
  // Checks visibility (other organizations' topics are not found) and the permission on its organization.
  const { lineage } = await visibleResource(ctx, caller, topic.resource_id, permission);
  // Someone else's topic is as hidden as it is from topics/list unless the caller sees every topic there.
  if (topic.identity_id !== caller.identity.id && !seesAllTopics(caller, lineage)) throw notFound();
  return topic;
}

const seesAllTopics = (caller: SessionCaller, lineage: readonly string[]) =>
  caller.access.can('topics.all', lineage) || caller.access.can('topics.supervisor', lineage);

/**
 * Someone else's file, read by id: a sent attachment of a topic the caller reads with messages.read.1, or dispute
 * evidence for dispute readers (the download rules of payments/files.ts). Unsent uploads and exports stay their
 * uploader's; anything else answers "not found".
 */
export async function checkOthersFile(
  ctx: Context,
  caller: SessionCaller,
  file: FileRow,
): Promise<void> {
  if (file.purpose === 'message') {
    if (file.message_id === null) throw notFound();
    const message = await ctx.db.get<{ topic_id: string }>(
      'SELECT topic_id FROM messages WHERE id = ?',
      [file.message_id],
    );
    const topic = await topicFor(ctx, caller, message?.topic_id, 'topics.read');
    await visibleResource(ctx, caller, topic.resource_id, 'messages.read.1');
    return;
  }
  const lineage = (await lineageOf(ctx.db, file.resource_id)).map((row) => row.id);
  if (!caller.access.sees(lineage) || !canReadFile(caller.access, file.purpose, lineage))
    throw notFound();
}

/** Messages of a topic, oldest first (or just one of them when `messageId` is given). */
async function messagesOf(ctx: Context, topicId: string, messageId?: string) {
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
  return rows.map((row) => ({
    type: 'message',
    id: row.id,
    attributes: {
      body: row.body,
      author: row.author,
      authorName: row.author === 'support' ? 'Paydesk Support' : (row.author_name ?? 'Merchant'),
      createdAt: iso(row.created_at),
    },
    relationships: {
      topic: { data: { type: 'topic', id: row.topic_id } },
      attachments: {
        data: files
          .filter((file) => file.message_id === row.id)
          .map((file) => ({ type: 'file', id: file.id })),
      },
    },
  }));
}

/** Attaches uploaded, unattached files of the caller to a message; answers their ids. */
async function claimAttachments(
  ctx: Context,
  caller: SessionCaller,
  ids: unknown,
): Promise<string[]> {
  if (ids === undefined) return [];
  if (
    !Array.isArray(ids) ||
    ids.length > MAX_ATTACHMENTS ||
    !ids.every((id) => typeof id === 'string')
  ) {
    throw new ApiError(422, [
      {
        title: `At most ${MAX_ATTACHMENTS} attachments`,
        code: 'invalid',
        source: { pointer: '/data/relationships/attachments' },
      },
    ]);
  }
  for (const id of ids as string[]) {
    const file = await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [id]);
    // Only the caller's own unsent mailbox uploads: dispute evidence and exports are not attachments to send.
    if (
      !file ||
      file.identity_id !== caller.identity.id ||
      file.message_id !== null ||
      file.purpose !== 'message'
    ) {
      throw new ApiError(422, [
        {
          title: 'Attachment not found',
          code: 'invalid',
          source: { pointer: '/data/relationships/attachments' },
        },
      ]);
    }
    if (file.content === null) {
      throw new ApiError(422, [
        {
          title: 'Attachment upload is not finished',
          code: 'invalid',
          source: { pointer: '/data/relationships/attachments' },
        },
      ]);
    }
  }
  return ids as string[];
}

function attachmentIds(payload: Record<string, unknown>): unknown {
  const data = payload.data as { relationships?: { attachments?: { data?: unknown } } } | undefined;
  const list = data?.relationships?.attachments?.data;
  return Array.isArray(list) ? list.map((item: { id?: unknown }) => item?.id) : list;
}

export const mailboxArea: Area = {
  'topics/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const { row: organization, lineage } = await visibleResource(
      ctx,
      session,
      attributes.resourceId,
      'topics.read',
    );
    const filters = filtersOf(payload);
    const page = pageOf(payload);
    const all = seesAllTopics(session, lineage);
    const rows = await ctx.db.all<TopicRow>(
      `SELECT topics.*, (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id) AS message_count FROM topics
       WHERE resource_id = ? ${all ? '' : 'AND identity_id = ?'} ORDER BY updated_at DESC, id`,
      all ? [organization.id] : [organization.id, session.identity.id],
    );
    const topics = rows.map(topicResource).filter((topic) => matches(topic.attributes, filters));
    const { items, after } = paginate(topics, page);
    return { data: items, meta: { page: { size: page.size, after }, total: topics.length } };
  },

  'topics/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const resourceId = relationshipId(payload, 'resource');
    const { row: organization } = await visibleResource(
      ctx,
      session,
      resourceId,
      'topics.write',
      'organization',
    );
    const subject = stringAttribute(payload, 'subject', 200).trim();
    const body = stringAttribute(payload, 'body', 10_000).trim();
    const attachments = await claimAttachments(ctx, session, attachmentIds(payload));
    const now = ctx.clock.now();
    const topicId = secureId('top');
    const messageId = secureId('msg');
    await ctx.db.batch([
      {
        sql: 'INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          topicId,
          organization.id,
          session.identity.id,
          subject,
          'general',
          'pending',
          now,
          now,
        ],
      },
      {
        sql: 'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        args: [messageId, topicId, session.identity.id, 'merchant', body, now],
      },
      ...attachments.map((id) => ({
        sql: 'UPDATE files SET message_id = ?, resource_id = ? WHERE id = ?',
        args: [messageId, organization.id, id],
      })),
    ]);
    return {
      data: topicResource((await topicFor(ctx, session, topicId, 'topics.read')) as TopicRow),
    };
  },

  'topics/setStatus': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    // Someone else's topic only reaches here with topics.all or topics.supervisor (topicFor).
    const topic = await topicFor(ctx, session, id, 'topics.write');
    const status = attributesOf(payload).status;
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
    return {
      data: topicResource((await topicFor(ctx, session, topic.id, 'topics.read')) as TopicRow),
    };
  },

  'messages/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const topic = await topicFor(ctx, session, relationshipId(payload, 'topic'), 'topics.read');
    await visibleResource(ctx, session, topic.resource_id, 'messages.write');
    const body = stringAttribute(payload, 'body', 10_000).trim();
    const attachments = await claimAttachments(ctx, session, attachmentIds(payload));
    const now = ctx.clock.now();
    const messageId = secureId('msg');
    await ctx.db.batch([
      {
        sql: 'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        args: [messageId, topic.id, session.identity.id, 'merchant', body, now],
      },
      {
        sql: "UPDATE topics SET updated_at = ?, status = CASE status WHEN 'closed' THEN 'pending' WHEN 'resolved' THEN 'pending' ELSE status END WHERE id = ?",
        args: [now, topic.id],
      },
      ...attachments.map((id) => ({
        sql: 'UPDATE files SET message_id = ?, resource_id = ? WHERE id = ?',
        args: [messageId, topic.resource_id, id],
      })),
    ]);
    const [message] = await messagesOf(ctx, topic.id, messageId);
    return { data: message };
  },

  'messages/list': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const topic = await topicFor(ctx, session, id ?? attributes.resourceId, 'topics.read');
    await visibleResource(ctx, session, topic.resource_id, 'messages.read.1');
    const page = pageOf(payload);
    const messages = await messagesOf(ctx, topic.id);
    const { items, after } = paginate(messages, page);
    const fileIds = new Set(
      items.flatMap((message) => message.relationships.attachments.data.map((file) => file.id)),
    );
    const files = fileIds.size
      ? await ctx.db.all<FileRow>(
          `SELECT * FROM files WHERE id IN (${[...fileIds].map(() => '?').join(', ')})`,
          [...fileIds],
        )
      : [];
    return {
      data: items,
      included: files.map(fileResource),
      meta: { page: { size: page.size, after } },
    };
  },

  'messages/allocateAttachment': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    // Until it is sent with a message, an attachment belongs to its uploader (scoped to their merchant).
    if (!session.access.hasAnywhere('messages.write')) throw forbidden();
    const name = stringAttribute(payload, 'name', 255);
    const size = attributes.size;
    if (
      typeof size !== 'number' ||
      !Number.isInteger(size) ||
      size < 0 ||
      size > MAX_ATTACHMENT_BYTES
    ) {
      throw new ApiError(422, [
        {
          title: 'File is too large (10 MB at most)',
          code: 'file-too-large',
          source: { pointer: '/data/attributes/size' },
        },
      ]);
    }
    const mimeType =
      typeof attributes.mimeType === 'string' && attributes.mimeType
        ? attributes.mimeType
        : 'application/octet-stream';
    const id = secureId('fil');
    await ctx.db.run(
      'INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?, NULL, ?)',
      [
        id,
        session.identity.merchant_id,
        session.identity.id,
        name,
        mimeType,
        size,
        ctx.clock.now(),
      ],
    );
    return {
      data: fileResource((await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [id]))!),
    };
  },

  'messages/deleteAttachment': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const fileId = stringAttribute(payload, 'resourceId');
    const file = await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [fileId]);
    // Only the uploader can delete a file, and only a mailbox upload before it is sent (evidence has its own action).
    if (!file || file.identity_id !== session.identity.id || file.purpose !== 'message')
      throw notFound();
    if (file.message_id !== null)
      throw new ApiError(409, [
        { title: 'A sent attachment cannot be deleted', code: 'attachment-sent' },
      ]);
    await ctx.db.run('DELETE FROM files WHERE id = ?', [file.id]);
    return empty();
  },

  'messages/getFileId': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const fileId = id ?? attributesOf(payload).resourceId;
    const file =
      typeof fileId === 'string'
        ? await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [fileId])
        : undefined;
    if (!file) throw notFound();
    if (file.identity_id !== session.identity.id) await checkOthersFile(ctx, session, file);
    return {
      data: {
        type: 'file-id',
        id: file.id,
        attributes: { name: file.name, mimeType: file.mime_type, size: Number(file.size) },
      },
    };
  },
};
