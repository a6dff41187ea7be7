/**
 * The provider's HTTP paths, push channel names and event names — one module that the client and the emulator
 * both import, so they cannot drift. The spec (SPEC §7) names the calls but not their paths; these are ours.
 *
 * | Method | Path | What |
 * |---|---|---|
 * | POST | /api/signin | sign-in steps (`access-token-login`, `access-token-2fa-confirm`, `access-token-identity-select`) |
 * | DELETE | /api/signout | sign out |
 * | GET | /api/users/me | the self-user fetch (session check) |
 * | POST | /api/users/reset-password | request a password reset email |
 * | POST | /api/users/reset-2fa | request a 2FA reset email (its link opens /set-2fa/{token}) |
 * | POST | /api/users/set-password | set a password with an emailed token |
 * | POST | /api/users/change-password | change the password |
 * | POST | /api/users/sign-up | sign up |
 * | POST | /api/identities/{id}/groups | add an identity group |
 * | DELETE | /api/identities/{id}/groups/{groupId} | remove an identity group |
 * | GET | /api/projects/{id}/details | project details |
 * | POST | /api/broadcasting/auth | authorize a private push channel (`socket_id`, `channel_name`) |
 * | GET | /api/push-config | where the push server is (key, host, port, TLS) |
 * | POST | /api/{area} | post an async action (`main`, `mailbox`, `payout-requests`, later areas) |
 * | GET | /api/answers/{requestReference} | fetch one kept answer |
 * | POST | /api/answers | fetch many kept answers at once (`requestReferences`) |
 * | GET | /api/files/{fileId} | download a file (blob) |
 * | PUT | /api/files/{fileId} | upload the bytes of an allocated attachment |
 * | GET | /api/files/reports/{reportId} | download a done report's file |
 * | GET | /api/files/statements/{accountId}/{month}.{format} | download an account's monthly statement (csv, pdf) |
 * | POST | /api/uploads | announce a chunked upload (name, size ≤ 2 GB, content type) |
 * | GET | /api/uploads/{uploadId} | where an upload stands (received bytes, SHA-256 once complete) |
 * | PUT | /api/uploads/{uploadId}?offset={n} | append one chunk (application/octet-stream) at exactly offset n |
 * | GET | /api/downloads/{token} | stream a completed upload, no session needed (the token is the secret) |
 */

import type { ChangeNotices } from './contract/wire.js';

const segment = (value: string) => encodeURIComponent(value);

export const API_PREFIX = '/api';

export const routes = {
  signin: `${API_PREFIX}/signin`,
  signout: `${API_PREFIX}/signout`,
  self: `${API_PREFIX}/users/me`,
  resetPassword: `${API_PREFIX}/users/reset-password`,
  resetTwoFa: `${API_PREFIX}/users/reset-2fa`,
  setPassword: `${API_PREFIX}/users/set-password`,
  changePassword: `${API_PREFIX}/users/change-password`,
  signUp: `${API_PREFIX}/users/sign-up`,
  checkLink: `${API_PREFIX}/users/check-link`,
  identityGroups: (identityId: string) => `${API_PREFIX}/identities/${segment(identityId)}/groups`,
  identityGroup: (identityId: string, groupId: string) =>
    `${API_PREFIX}/identities/${segment(identityId)}/groups/${segment(groupId)}`,
  projectDetails: (projectId: string) => `${API_PREFIX}/projects/${segment(projectId)}/details`,
  broadcastingAuth: `${API_PREFIX}/broadcasting/auth`,
  pushConfig: `${API_PREFIX}/push-config`,
  action: (area: string) => `${API_PREFIX}/${segment(area)}`,
  answer: (requestReference: string) => `${API_PREFIX}/answers/${segment(requestReference)}`,
  answers: `${API_PREFIX}/answers`,
  file: (fileId: string) => `${API_PREFIX}/files/${segment(fileId)}`,
  reportFile: (reportId: string) => `${API_PREFIX}/files/reports/${segment(reportId)}`,
  statementFile: (accountId: string, month: string, format: string) =>
    `${API_PREFIX}/files/statements/${segment(accountId)}/${segment(month)}.${segment(format)}`,
  uploads: `${API_PREFIX}/uploads`,
  upload: (uploadId: string) => `${API_PREFIX}/uploads/${segment(uploadId)}`,
  uploadChunk: (uploadId: string, offset: number) =>
    `${API_PREFIX}/uploads/${segment(uploadId)}?offset=${offset}`,
  download: (token: string) => `${API_PREFIX}/downloads/${segment(token)}`,
} as const;

/** Paths under this prefix are file paths: a 403 there raises the 'not allowed' notice (SPEC §8). */
export const FILE_PATH_PREFIX = `${API_PREFIX}/files/`;

export function isFilePath(path: string): boolean {
  const pathname = path.startsWith('http') ? new URL(path).pathname : path;
  return pathname.startsWith(FILE_PATH_PREFIX);
}

/** Fastify-style route patterns of the same paths, for the emulator's router. */
export const routePatterns = {
  identityGroups: `${API_PREFIX}/identities/:id/groups`,
  identityGroup: `${API_PREFIX}/identities/:id/groups/:groupId`,
  projectDetails: `${API_PREFIX}/projects/:id/details`,
  action: `${API_PREFIX}/:area`,
  answer: `${API_PREFIX}/answers/:requestReference`,
  file: `${API_PREFIX}/files/:fileId`,
  reportFile: `${API_PREFIX}/files/reports/:reportId`,
  statementFile: `${API_PREFIX}/files/statements/:accountId/:file`,
  uploads: `${API_PREFIX}/uploads`,
  upload: `${API_PREFIX}/uploads/:uploadId`,
  download: `${API_PREFIX}/downloads/:token`,
} as const;

/** Request header carrying the set-2fa token from the path (SPEC §7 "Other"). */
export const ACCESS_TOKEN_HEADER = 'Access-Token';

/** Cookies the server sets and the app reads. */
export const cookies = {
  /** HttpOnly session id. */
  session: 'paydesk_session',
  /** Readable by the app: the session's push channel (the `wsChannel` value); set at sign-in, cleared at sign-out, 1 day. */
  channel: 'paydesk_ws_channel',
} as const;

/** Private channels are prefixed so Pusher asks for authorization. */
export const PRIVATE_CHANNEL_PREFIX = 'private-';

/** The session's private channel, from the `wsChannel` value the server issued at sign-in. */
export function sessionChannelName(wsChannel: string): string {
  return wsChannel.startsWith(PRIVATE_CHANNEL_PREFIX)
    ? wsChannel
    : `${PRIVATE_CHANNEL_PREFIX}${wsChannel}`;
}

/** Prefix of the set-2fa channel; the rest is the SHA-256 (hex) of the token from the path. */
export const SET_TWO_FA_CHANNEL_PREFIX = `${PRIVATE_CHANNEL_PREFIX}set-2fa.`;

/** The set-2fa page's channel: named from a hash of the path token (the token itself never goes on the wire as a name). */
export async function setTwoFaChannelName(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  return `${SET_TWO_FA_CHANNEL_PREFIX}${hex}`;
}

/** Push event names on a session channel. */
export const pushEvents = {
  /** `{ requestReference, action, document }`: the answer itself. */
  answer: 'answer',
  /** `{ requestReference, action, size }`: the answer is larger than the push limit; fetch it over HTTP. */
  answerStored: 'answer-stored',
  /**
   * `{ organizationId, currencies }`: entries were posted to the organization's accounts (a refund, capture,
   * chargeback or payout request); refetch its balances, accounts and entries. Sent to every session that sees
   * the organization.
   */
  ledgerChanged: 'ledger-changed',
  /**
   * `{ organizationId, reportId, status }`: a report moved to processing, done or failed. Sent to the sessions
   * that see the organization.
   */
  reportChanged: 'report-changed',
  /**
   * `{ organizationId, bulkRefundId, status }`: an item of a bulk refund was refunded or refused, or the job ended.
   * Sent to the sessions that see the organization.
   */
  bulkRefundChanged: 'bulk-refund-changed',
  /**
   * `{ organizationId, endpointId, deliveryId, status }`: a webhook delivery was created or attempted. Sent to the
   * sessions that see the organization.
   */
  webhookDeliveryChanged: 'webhook-delivery-changed',
  /**
   * `{ identityId }`: the identity's roles changed (granted, taken away, or temporary access expired); reload its
   * permissions and resources. Sent to that identity's own sessions only.
   */
  accessChanged: 'access-changed',
  /**
   * `{ organizationId, topicId, status }`: a mailbox topic got a message (support's answer included) or a new
   * status. Sent to the sessions that see the organization.
   */
  topicChanged: 'topic-changed',
  /**
   * `{ organizationId, disputeId, daysBefore, responseDeadline, topicId }`: a dispute waiting for the merchant is
   * 7, 3 or 1 days from its response deadline. Sent to the sessions that see the organization.
   */
  disputeReminder: 'dispute-reminder',
  /**
   * `{ organizationId, list, viewId }`: a shared saved view of the list was saved, changed or removed (or stopped
   * being shared). Sent to the sessions that see the organization.
   */
  savedViewChanged: 'saved-view-changed',
} as const;

/** The data of a {@link pushEvents.topicChanged} event. */
export type TopicChangedEvent = ChangeNotices['topicChanged'];

/** The data of a {@link pushEvents.ledgerChanged} event. */
export type LedgerChangedEvent = ChangeNotices['ledgerChanged'];

/** The data of a {@link pushEvents.reportChanged} event. */
export type ReportChangedEvent = ChangeNotices['reportChanged'];

/** The data of a {@link pushEvents.bulkRefundChanged} event. */
export type BulkRefundChangedEvent = ChangeNotices['bulkRefundChanged'];

/** The data of a {@link pushEvents.webhookDeliveryChanged} event. */
export type WebhookDeliveryChangedEvent = ChangeNotices['webhookDeliveryChanged'];

/** The data of a {@link pushEvents.accessChanged} event. */
export type AccessChangedEvent = ChangeNotices['accessChanged'];

/** The data of a {@link pushEvents.savedViewChanged} event. */
export type SavedViewChangedEvent = ChangeNotices['savedViewChanged'];

/** The data of a {@link pushEvents.disputeReminder} event. */
export type DisputeReminderEvent = ChangeNotices['disputeReminder'];
