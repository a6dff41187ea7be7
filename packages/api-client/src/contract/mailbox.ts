/** The mailbox area's async actions (SPEC §7 "Mailbox endpoint"): support topics, messages, attachments. */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  DeleteRequestSchema,
  document,
  EmptyDocumentSchema,
  GetRequestSchema,
  listDocument,
  listDocumentIncluding,
  relatedBody,
  ScopedListRequestSchema,
  toMany,
  toOne,
  body,
} from './jsonapi.js';
import {
  FileIdSchema,
  FileSchema,
  MessageSchema,
  TopicSchema,
  topicStatuses,
} from './resources.js';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

export const mailbox = defineArea('mailbox', {
  'topics/list': {
    description:
      'Topics of an organization (resourceId), filtered (e.g. status = pending for the new-issue badge, page size 200).',
    payload: ScopedListRequestSchema,
    answer: listDocument(TopicSchema),
    // The badge and the list re-ask often (organization change, tab visible): the newest answer wins.
    ignorable: true,
  },
  'topics/create': {
    description: 'Opens a topic about a resource with a first message.',
    payload: relatedBody(
      'topic',
      { subject: v.pipe(Text, v.maxLength(200)), body: Text },
      { resource: toOne('resource'), attachments: v.optional(toMany('file')) },
    ),
    answer: document(TopicSchema),
  },
  'topics/setStatus': {
    description: 'Changes the status of topic `id`.',
    id: 'required',
    payload: body('topic', { status: v.picklist(topicStatuses) }),
    answer: document(TopicSchema),
  },
  'messages/create': {
    description: 'Adds a message (with allocated attachments) to a topic.',
    payload: relatedBody(
      'message',
      { body: Text },
      { topic: toOne('topic'), attachments: v.optional(toMany('file')) },
    ),
    answer: document(MessageSchema),
  },
  'messages/list': {
    description:
      'Messages of a topic (resourceId = topic id), oldest first, with their attachments included.',
    payload: ScopedListRequestSchema,
    answer: listDocumentIncluding(MessageSchema, FileSchema),
  },
  'messages/allocateAttachment': {
    description:
      'Reserves an attachment; PUT its bytes to `attributes.uploadPath`, then reference it from messages/create.',
    payload: body('file', {
      name: Text,
      size: v.pipe(v.number(), v.integer(), v.minValue(1)),
      mimeType: v.pipe(v.string(), v.minLength(1)),
    }),
    answer: document(FileSchema),
  },
  'messages/deleteAttachment': {
    description: 'Deletes an attachment not yet sent (resourceId = the file id).',
    payload: DeleteRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'messages/getFileId': {
    description: 'The downloadable file id of an attachment (resourceId = the file id).',
    payload: GetRequestSchema,
    answer: document(FileIdSchema),
  },
});
