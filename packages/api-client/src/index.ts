/**
 * @paydesk/api-client — the typed provider contract and the client that speaks it.
 *
 * - `contract`: valibot schemas of every action (by area) and HTTP body, the JSON:API envelope, the wire protocol;
 * - `routes`: every path, channel and event name (the emulator imports the same module);
 * - `constants`: timings and limits, named once;
 * - `ApiError`: the one error type calls reject with.
 */
export * from './contract/index';
export * from './routes';
export * from './constants';
export * from './errors';
export { ApiClient, createApiClient, type ApiClientOptions, type VisibilitySource } from './client';
export {
  ActionClient,
  actionLabel,
  type CallOptions,
  type ActionMetrics,
} from './transport/actions';
export {
  connectionStates,
  Emitter,
  type ClientEvents,
  type ConnectionState,
  type Notice,
} from './transport/events';
export { ErrorPolicy, parseRetryAfter, type SessionCheck } from './transport/errorPolicy';
export { HttpTransport, type HttpMethod, type HttpRequest, type HttpReply } from './transport/http';
export {
  PushConnection,
  reconnectDelay,
  type ChannelHandlers,
  type PushSocket,
  type SocketState,
} from './transport/push';
export { createPusherSocket, type PusherSocketOptions } from './transport/pusherSocket';
export { RateGate } from './transport/rateGate';
export { saveBlob, type DownloadOptions, type DownloadProgress } from './transport/download';
