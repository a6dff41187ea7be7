/**
 * Every timing and size the client and the emulator agree on, named once (SPEC §9 where the spec gives them).
 */

/** The JSON:API media type: the content type of every request and response body. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** Broadcasting (push channel) authorization gives up after this long (SPEC §9 "Socket auth timeout"). */
export const BROADCASTING_AUTH_TIMEOUT_MS = 15_000;

/** Reconnect attempts before the connection reports `failed` (SPEC §9). */
export const RECONNECT_ATTEMPTS = 15;
/** Delay before the first reconnect attempt; it grows linearly to {@link RECONNECT_MAX_DELAY_MS}. */
export const RECONNECT_MIN_DELAY_MS = 1_000;
/** Delay before the last reconnect attempt. */
export const RECONNECT_MAX_DELAY_MS = 2_000;
/**
 * A connect attempt that has not connected within this long counts as failed. pusher-js keeps retrying a refused
 * socket silently (its own 'unavailable' comes after 10 s), so without this the 15 attempts would take minutes.
 */
export const CONNECT_ATTEMPT_TIMEOUT_MS = 5_000;
/** After `failed`, the connection keeps trying in the background this often. */
export const BACKGROUND_RECONNECT_INTERVAL_MS = 30_000;

/**
 * The server ends a session this long after its last request (SPEC §9 "Session inactivity", 1800 s); the app warns
 * before it and logs out itself.
 */
export const SESSION_INACTIVITY_MS = 30 * 60 * 1000;
/** The channel cookie lives this long (SPEC §9 "Channel cookie lifetime"). */
export const CHANNEL_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Many parallel 401s within this window make one session recheck (SPEC §9 "401 recheck debounce"). */
export const UNAUTHORIZED_RECHECK_DEBOUNCE_MS = 400;

/** The largest push message; an answer above it is pushed as a notice and fetched over HTTP (Pusher's limit). */
export const PUSH_LIMIT_BYTES = 10 * 1024;
/** The server keeps every answer at least this long, so it can always be fetched over HTTP. */
export const ANSWER_RETENTION_MS = 24 * 60 * 60 * 1000;

/** An action call fails with a timeout error after this long unless the action or the call says otherwise. */
export const DEFAULT_ACTION_TIMEOUT_MS = 30_000;
/** An HTTP request (acknowledgement, plain call, answer fetch) fails after this long. */
export const DEFAULT_HTTP_TIMEOUT_MS = 20_000;
/** An acknowledged action whose answer has not been pushed after this long is fetched over HTTP. */
export const ANSWER_OVERDUE_MS = 5_000;
/** How often the single sweep timer checks pending calls for timeouts and overdue answers. */
export const PENDING_SWEEP_INTERVAL_MS = 1_000;
/** At most this many answers are settled in one task; the rest wait for the next task. */
export const MAX_ANSWERS_PER_TASK = 4_000;
/** At most this many references go in one answer-lookup request. */
export const ANSWER_LOOKUP_BATCH_SIZE = 200;
/**
 * A money-moving action whose outcome is unknown at its deadline is looked up first this long after it, then twice
 * as long after each lookup, up to {@link UNCONFIRMED_CHECK_MAX_INTERVAL_MS}, for as long as the server keeps
 * answers ({@link ANSWER_RETENTION_MS}).
 */
export const UNCONFIRMED_CHECK_FIRST_INTERVAL_MS = 5_000;
/** The longest wait between two lookups of an unconfirmed money-moving action. */
export const UNCONFIRMED_CHECK_MAX_INTERVAL_MS = 5 * 60_000;
/** The key under which unconfirmed money-moving actions are kept in the storage the client is given. */
export const UNCONFIRMED_STORAGE_KEY = 'paydesk.unconfirmed-actions';

/** Page size for resource lists (SPEC §9). */
export const RESOURCE_PAGE_SIZE = 500;
/** Page size of the mailbox pending-topics count (SPEC §9). */
export const PENDING_TOPICS_PAGE_SIZE = 200;

/** Shown (by the app) on a 429 (SPEC §8). */
export const RATE_LIMITED_MESSAGE =
  "You're sending requests too quickly. Slow down and try again after a short wait.";
/** The notice raised on a 403 for a file path (SPEC §8). */
export const NOT_ALLOWED_MESSAGE = 'Please contact support';
/** The action named in that notice (SPEC §8). */
export const NOT_ALLOWED_ACTION = 'files/read';
/** When a 429 carries no usable Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * A list answer with more items than this is validated this many items per task (a page of 200 transactions took
 * ~25 ms at 4× CPU in one task, a long task when a page arrives while the list scrolls).
 */
export const ANSWER_ITEMS_VALIDATED_PER_TASK = 50;
