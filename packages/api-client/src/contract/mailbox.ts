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
  TopicAboutSchema,
  TopicSchema,
} from './resources.js';
import { topicStatuses } from './resourceVocabulary.js';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

/** A topic's subject is at most this long. */
export const TOPIC_SUBJECT_MAX_LENGTH = 200;
/** A message is at most this long. */
export const MESSAGE_MAX_LENGTH = 10_000;
/** Attachments per message at most. */
export const MAX_MESSAGE_ATTACHMENTS = 5;
/** Each attachment is at most 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The error of an attachment over {@link MAX_ATTACHMENT_BYTES}, at the `size` field. */
export const ATTACHMENT_TOO_LARGE_MESSAGE = 'File is too large (10 MB at most)';
/** The error of an attachment of a type the mailbox does not take, at the `mimeType` field. */
export const ATTACHMENT_TYPE_MESSAGE = 'This file type is not allowed';
/** The attachment types the mailbox takes: images, PDFs, text, CSV, office documents and archives. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** Whether the mailbox takes an attachment of this type. */
export const isAttachmentType = (mimeType: string): boolean =>
  (ATTACHMENT_TYPES as readonly string[]).includes(mimeType.split(';')[0]!.trim().toLowerCase());
/** How long the emulator's support desk takes to answer a merchant's message. */
export const SUPPORT_ANSWER_DELAY_MS = 2_000;

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
      {
        subject: v.pipe(Text, v.maxLength(TOPIC_SUBJECT_MAX_LENGTH)),
        body: v.pipe(Text, v.maxLength(MESSAGE_MAX_LENGTH)),
        about: v.optional(v.nullable(TopicAboutSchema)),
      },
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
      { body: v.pipe(Text, v.maxLength(MESSAGE_MAX_LENGTH)) },
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
