/** Mailbox topics and messages as answers show them. */
import { iso } from '../../infra/time.js';
import type { FileRow } from '../../domain/files/files.js';
import type { MessageRow } from '../../domain/mailbox/messages.js';
import type { TopicRow } from '../../domain/mailbox/topics.js';

export function topicResource(row: TopicRow) {
  return {
    type: 'topic',
    id: row.id,
    attributes: {
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      messageCount: Number(row.message_count),
      about: row.about_type && row.about_id ? { type: row.about_type, id: row.about_id } : null,
      lastMessage:
        row.last_body !== null && row.last_author !== null && row.last_at !== null
          ? { body: row.last_body, author: row.last_author, createdAt: iso(Number(row.last_at)) }
          : null,
      unread: Boolean(Number(row.unread)),
    },
    relationships: { resource: { data: { type: 'resource', id: row.resource_id } } },
  };
}

/** A message with its attachments, picked from `files`. */
export function messageResource(files: readonly FileRow[]) {
  return (row: MessageRow) => ({
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
  });
}
