/**
 * @paydesk/api-client — the typed provider contract and the client that speaks it.
 *
 * - `contract`: valibot schemas of every action (by area) and HTTP body, the JSON:API envelope, the wire protocol;
 * - `routes`: every path, channel and event name (the emulator imports the same module);
 * - `constants`: timings and limits, named once;
 * - `ApiError`: the one error type calls reject with.
 */
export * from './contract/index.js';
export * from './routes.js';
export * from './constants.js';
export * from './errors.js';
export { fetchAllPages, type ListInput, type PagedAnswer } from './pagination.js';
export {
  ApiClient,
  createApiClient,
  type ApiClientOptions,
  type CallArgs,
  type VisibilitySource,
} from './client.js';
export {
  ActionClient,
  actionLabel,
  type CallOptions,
  type ActionMetrics,
} from './transport/actions.js';
export {
  connectionStates,
  Emitter,
  type ActionOutcome,
  type ClientEvents,
  type ConnectionState,
  type Notice,
} from './transport/events.js';
export type { IntentStorage } from './transport/intents.js';
export { ErrorPolicy, parseRetryAfter, type SessionCheck } from './transport/errorPolicy.js';
export {
  HttpTransport,
  type HttpMethod,
  type HttpRequest,
  type HttpReply,
} from './transport/http.js';
export {
  PushConnection,
  reconnectDelay,
  type ChannelHandlers,
  type PushSocket,
  type SocketState,
} from './transport/push.js';
export { createPusherSocket, type PusherSocketOptions } from './transport/pusherSocket.js';
export { RateGate } from './transport/rateGate.js';
export { saveBlob, type DownloadOptions, type DownloadProgress } from './transport/download.js';
export {
  uploadFile,
  uploadTooLargeError,
  type UploadFileOptions,
  type UploadProgress,
} from './transport/upload.js';
