/**
 * The action protocol on the wire (SPEC §7): POST `{ data: { requestReference, action, id?, payload } }` to
 * `/api/{area}` → `202 { meta: { requestReference, status: 'accepted' } }` → the answer is pushed on the session's
 * private channel as `answer` (or `answer-stored` when above the push limit) and kept by the server for 24 h,
 * fetchable from `/api/answers/{requestReference}` or in bulk from `POST /api/answers`.
 */
import * as v from 'valibot';
import { ANSWER_LOOKUP_BATCH_SIZE } from '../constants.js';
import { AnyDocumentSchema } from './jsonapi.js';

/** Generated per call; the same reference sent twice has one effect on the server. */
export const RequestReferenceSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestReference must be 8–64 URL-safe characters'),
);

export const ActionRequestSchema = v.object({
  data: v.object({
    requestReference: RequestReferenceSchema,
    action: v.pipe(v.string(), v.minLength(1)),
    id: v.optional(v.pipe(v.string(), v.minLength(1))),
    payload: v.optional(v.unknown()),
  }),
});
export type ActionRequest = v.InferOutput<typeof ActionRequestSchema>;

export const ActionAckSchema = v.object({
  meta: v.object({ requestReference: v.string(), status: v.literal('accepted') }),
});
export type ActionAck = v.InferOutput<typeof ActionAckSchema>;

/** The `answer` push event, and the body of a kept answer fetched over HTTP. */
export const KeptAnswerSchema = v.object({
  requestReference: v.string(),
  action: v.string(),
  document: AnyDocumentSchema,
});
export type KeptAnswer = v.InferOutput<typeof KeptAnswerSchema>;
export type KeptAnswerInput = v.InferInput<typeof KeptAnswerSchema>;

/** The `answer-stored` push event: the answer is too large to push; fetch it. */
export const StoredAnswerNoticeSchema = v.object({
  requestReference: v.string(),
  action: v.string(),
  size: v.number(),
});
export type StoredAnswerNotice = v.InferOutput<typeof StoredAnswerNoticeSchema>;

/**
 * Change notices pushed beside the answers, by event name: what changed, so the app refetches it. The client
 * checks each against its schema and emits it as the client event of the same key (`ClientEvents`).
 */
export const changeNoticeSchemas = {
  /** Entries were posted to an organization's accounts (`pushEvents.ledgerChanged`). */
  ledgerChanged: v.object({
    organizationId: v.string(),
    currencies: v.array(v.string()),
  }),
  /** A report's status moved (`pushEvents.reportChanged`): refetch the reports list and that report. */
  reportChanged: v.object({
    organizationId: v.string(),
    reportId: v.string(),
    status: v.string(),
  }),
  /** An item of a bulk refund moved (`pushEvents.bulkRefundChanged`): refetch that bulk refund. */
  bulkRefundChanged: v.object({
    organizationId: v.string(),
    bulkRefundId: v.string(),
    status: v.string(),
  }),
  /** A webhook delivery was attempted or created (`pushEvents.webhookDeliveryChanged`): refetch its endpoint's deliveries. */
  webhookDeliveryChanged: v.object({
    organizationId: v.string(),
    endpointId: v.string(),
    deliveryId: v.string(),
    status: v.string(),
  }),
  /**
   * The identity's roles changed (granted, taken away, or temporary access expired; `pushEvents.accessChanged`):
   * reload its permissions and visible resources, then check the open page again.
   */
  accessChanged: v.object({
    identityId: v.string(),
  }),
  /**
   * A mailbox topic got a message or a new status (`pushEvents.topicChanged`): refetch the topics list, the badge
   * and, if open, that topic's conversation.
   */
  topicChanged: v.object({
    organizationId: v.string(),
    topicId: v.string(),
    status: v.string(),
  }),
  /**
   * A dispute waiting for the merchant reached a reminder threshold (`pushEvents.disputeReminder`): show it, and
   * refetch the disputes lists and that dispute. `topicId` is the mailbox topic the reminder was written to.
   */
  disputeReminder: v.object({
    organizationId: v.string(),
    disputeId: v.string(),
    daysBefore: v.number(),
    responseDeadline: v.string(),
    topicId: v.nullable(v.string()),
  }),
  /**
   * A shared saved view of a list was saved, changed or removed, or a view stopped being shared
   * (`pushEvents.savedViewChanged`): refetch that list's views.
   */
  savedViewChanged: v.object({
    organizationId: v.string(),
    list: v.string(),
    viewId: v.string(),
  }),
};
export type ChangeNotices = {
  [K in keyof typeof changeNoticeSchemas]: v.InferOutput<(typeof changeNoticeSchemas)[K]>;
};

/** `GET /api/answers/{ref}` while the action still runs: `202 { meta: { requestReference, status: 'pending' } }`. */
export const PendingAnswerSchema = v.object({
  meta: v.object({ requestReference: v.string(), status: v.literal('pending') }),
});

/** `POST /api/answers` body. */
export const AnswerLookupRequestSchema = v.object({
  requestReferences: v.pipe(
    v.array(v.string()),
    v.minLength(1),
    v.maxLength(ANSWER_LOOKUP_BATCH_SIZE),
  ),
});

/** `POST /api/answers` reply: answers that are ready, references still running, and references never seen (or expired). */
export const AnswerLookupResponseSchema = v.object({
  answers: v.array(KeptAnswerSchema),
  pending: v.array(v.string()),
  unknown: v.array(v.string()),
});
export type AnswerLookupResponse = v.InferOutput<typeof AnswerLookupResponseSchema>;
