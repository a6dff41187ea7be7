/**
 * `messages/*`: a topic's messages (messages.read.1, messages.write on its organization) and their attachments:
 * allocate → PUT the bytes → reference them in create.
 */
import { requireSession } from '../domain/access/caller.js';
import { notFound } from '../domain/errors.js';
import { fileById, filesByIds } from '../domain/files/files.js';
import { checkOthersFile } from '../domain/files/readable.js';
import { paginate } from '../domain/lists.js';
import { createMessage, messagesOf } from '../domain/mailbox/messages.js';
import { markTopicRead, topicFor } from '../domain/mailbox/topics.js';
import { announceTopic, scheduleSupportAnswer } from './topicEvents.js';
import { visibleResource } from '../domain/resources/visibility.js';
import { attributesOf, pageOf, relationshipId, relationshipIds, stringAttribute } from './input.js';
import { fileIdResource, fileResource } from './serialize/files.js';
import { messageResource } from './serialize/mailbox.js';
import type { Area } from './types.js';
import { uploadActions } from './uploads.js';

const messageUploads = uploadActions('message');

export const messageActions: Area = {
  'messages/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const topic = await topicFor(ctx, session, relationshipId(payload, 'topic'), 'topics.read');
    await visibleResource(ctx, session, topic.resource_id, 'messages.write');
    const messageId = await createMessage(ctx, session, topic, {
      body: stringAttribute(payload, 'body', 10_000).trim(),
      attachmentIds: relationshipIds(payload, 'attachments'),
    });
    const { rows, files } = await messagesOf(ctx, topic.id, messageId);
    // The writer has read everything up to the own message.
    await markTopicRead(ctx, session, topic.id);
    await announceTopic(ctx, { ...topic, status: 'pending' });
    scheduleSupportAnswer(ctx);
    return { data: rows.map(messageResource(files))[0] };
  },

  'messages/list': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const topic = await topicFor(
      ctx,
      session,
      id ?? attributesOf(payload).resourceId,
      'topics.read',
    );
    await visibleResource(ctx, session, topic.resource_id, 'messages.read.1');
    const page = pageOf(payload);
    const { rows, files } = await messagesOf(ctx, topic.id);
    // Opening the conversation marks the topic read for this identity (SPEC: unread state per user).
    await markTopicRead(ctx, session, topic.id);
    const { items, after } = paginate(rows.map(messageResource(files)), page);
    const fileIds = new Set(
      items.flatMap((message) => message.relationships.attachments.data.map((file) => file.id)),
    );
    return {
      data: items,
      included: (await filesByIds(ctx, [...fileIds])).map(fileResource),
      meta: { page: { size: page.size, after } },
    };
  },

  'messages/allocateAttachment': messageUploads.allocate,
  'messages/deleteAttachment': messageUploads.delete,

  'messages/getFileId': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const fileId = id ?? attributesOf(payload).resourceId;
    const file = typeof fileId === 'string' ? await fileById(ctx, fileId) : undefined;
    if (!file) throw notFound();
    if (file.identity_id !== session.identity.id) await checkOthersFile(ctx, session, file);
    return {
      data: fileIdResource({
        id: file.id,
        name: file.name,
        mimeType: file.mime_type,
        size: Number(file.size),
      }),
    };
  },
};
