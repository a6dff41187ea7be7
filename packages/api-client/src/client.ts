/**
 * The Paydesk API client: plain HTTP calls, async actions answered over the push channel, the push connection,
 * downloads and the set-2fa mode — with every error mapped in one place and reported as events.
 *
 * ```ts
 * const api = createApiClient({ push: { key, host, port, tls: false, cluster: 'mt1' } });
 * api.events.on('sessionExpired', () => router.navigate({ to: '/login' }));
 * api.startSession(wsChannel);
 * const me = await api.call(main.actions['users/me']);
 * ```
 */
import * as v from 'valibot';
import { BROADCASTING_AUTH_TIMEOUT_MS } from './constants.js';
import type { AnswerOf, AnyAction, CallInput, InputOptional } from './contract/action.js';
import {
  AddIdentityGroupResponseSchema,
  AddIdentityGroupSchema,
  BroadcastingAuthResponseSchema,
  ChangePasswordSchema,
  ProjectDetailsResponseSchema,
  PushConfigSchema,
  ResetPasswordSchema,
  ResetTwoFaSchema,
  SelfResponseSchema,
  SetPasswordResponseSchema,
  SetPasswordSchema,
  CheckLinkSchema,
  SigninIdentitySelectSchema,
  SigninLoginSchema,
  SigninResponseSchema,
  SigninTwoFaSchema,
  SignUpSchema,
  type PushConfig,
  type SigninResponse,
} from './contract/http.js';
import type { ApiError } from './errors.js';
import { routes, sessionChannelName, setTwoFaChannelName } from './routes.js';
import { ActionClient, type ActionMetrics, type CallOptions } from './transport/actions.js';
import { download, type DownloadOptions } from './transport/download.js';
import { uploadFile, type UploadFileOptions } from './transport/upload.js';
import { UploadDocumentSchema, type Upload } from './contract/uploads.js';
import { ErrorPolicy, type SessionCheck } from './transport/errorPolicy.js';
import { Emitter, type ClientEvents, type ConnectionState } from './transport/events.js';
import { changeNoticeOf } from './transport/changeNotices.js';
import { HttpTransport } from './transport/http.js';
import type { IntentStorage } from './transport/intents.js';
import { PushConnection, type PushSocket } from './transport/push.js';
import { createPusherSocket } from './transport/pusherSocket.js';
import { RateGate } from './transport/rateGate.js';

type Attributes<TSchema extends v.GenericSchema> =
  v.InferInput<TSchema> extends {
    data: { attributes: infer A };
  }
    ? A
    : never;

export interface ApiClientOptions {
  /** Origin of the provider API ('' = same origin, the default). */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * The push socket: the server's coordinates (pusher-js is used), a ready {@link PushSocket} (tests, other
   * transports), or nothing to connect later with {@link ApiClient.usePushConfig}.
   */
  push?: PushConfig | PushSocket;
  /** Default timeout of action calls. */
  actionTimeoutMs?: number;
  /** Listens to tab visibility (default: `document` when there is one). */
  visibility?: VisibilitySource | false;
  newReference?: () => string;
  /** Validate every pushed answer with its action's schema (default true). */
  validateAnswers?: boolean;
  /**
   * Keeps money-moving calls whose outcome is not known yet, so that after a reload the same call still reuses
   * their request reference (pass `sessionStorage` in a browser). Without it they are kept in memory only.
   */
  unconfirmedStorage?: IntentStorage;
}

/** Where the client learns that the tab became visible or the network came back. */
export interface VisibilitySource {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

function documentVisibility(): VisibilitySource | undefined {
  if (typeof document === 'undefined' || typeof window === 'undefined') return undefined;
  return {
    isVisible: () => document.visibilityState === 'visible',
    onChange(listener) {
      document.addEventListener('visibilitychange', listener);
      window.addEventListener('online', listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
        window.removeEventListener('online', listener);
      };
    },
  };
}

/** The arguments of {@link ApiClient.call} after the action: the input may be left out where nothing is required. */
export type CallArgs<TAction extends AnyAction> =
  InputOptional<TAction> extends true
    ? [input?: CallInput<TAction>, options?: CallOptions]
    : [input: CallInput<TAction>, options?: CallOptions];

function isSocket(value: PushConfig | PushSocket): value is PushSocket {
  return typeof (value as PushSocket).connect === 'function';
}

export class ApiClient {
  /**
   * Notices, session and connection events for the app to show. An `outcome` found before anyone listens (right
   * after a reload, while the app still loads) waits for the first listener.
   */
  readonly events = new Emitter<ClientEvents>({ hold: ['outcome'] });
  readonly http: HttpTransport;
  readonly #actions: ActionClient;
  readonly #policy: ErrorPolicy;
  readonly #gate = new RateGate();
  #push: PushConnection | undefined;
  #channel: string | undefined;
  #unsubscribeChannel: (() => void) | undefined;
  readonly #disposers: (() => void)[] = [];

  constructor(options: ApiClientOptions = {}) {
    this.#policy = new ErrorPolicy({
      events: this.events,
      gate: this.#gate,
      recheckSession: () => this.checkSession(),
    });
    this.http = new HttpTransport({
      baseUrl: options.baseUrl ?? '',
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      policy: this.#policy,
      gate: this.#gate,
    });
    this.#actions = new ActionClient({
      http: this.http,
      policy: this.#policy,
      defaultTimeoutMs: options.actionTimeoutMs,
      newReference: options.newReference,
      validateAnswers: options.validateAnswers,
      storage: options.unconfirmedStorage,
      onOutcome: (outcome) => this.events.emit('outcome', outcome),
    });
    if (options.push)
      this.#usePush(isSocket(options.push) ? options.push : this.#pusherSocket(options.push));
    const visibility =
      options.visibility === false ? undefined : (options.visibility ?? documentVisibility());
    if (visibility) {
      this.#disposers.push(
        visibility.onChange(() => {
          if (visibility.isVisible()) this.#catchUp();
        }),
      );
    }
  }

  // ── Async actions ────────────────────────────────────────────────────────────────────────────────

  /**
   * Posts an action and resolves with its answer, validated by the action's schema: the one way to call an action
   * (the TanStack Query helpers and `fetchAllPages` call it too).
   */
  call<TAction extends AnyAction>(
    action: TAction,
    ...args: CallArgs<TAction>
  ): Promise<AnswerOf<TAction>> {
    const [input, options] = args;
    return this.#actions.call(action, (input ?? {}) as CallInput<TAction>, options);
  }

  /** How many answers are awaited: calls, and money-moving actions whose outcome is still looked for. */
  get pendingCount(): number {
    return this.#actions.pendingCount;
  }

  /** How many money-moving actions have an outcome not known yet (their callers were told `unknown-outcome`). */
  get unconfirmedCount(): number {
    return this.#actions.unconfirmedCount;
  }

  /** Figures of the answers matched so far, for benchmarks and diagnostics. */
  get metrics(): ActionMetrics {
    return this.#actions.metrics;
  }

  // ── Push connection ──────────────────────────────────────────────────────────────────────────────

  /** The push connection's state; `disconnected` until a session starts. */
  get connectionState(): ConnectionState {
    return this.#push?.state ?? 'disconnected';
  }

  /**
   * Whether the session channel is subscribed: answers and change notices are pushed from now on. A socket can be
   * `connected` before its channel is; a notice sent before then is not kept for later.
   */
  get channelSubscribed(): boolean {
    return this.#actions.pushed;
  }

  /** Observes the connection state. */
  onConnectionState(listener: (state: ConnectionState) => void): () => void {
    return this.events.on('connectionState', listener);
  }

  /** Connects pusher-js to the server `GET /api/push-config` names (when not given at construction). */
  async usePushConfig(signal?: AbortSignal): Promise<PushConfig> {
    const reply = await this.http.request({
      method: 'GET',
      path: routes.pushConfig,
      schema: PushConfigSchema,
      signal,
    });
    const config = reply.data.data.attributes;
    if (!this.#push) this.#usePush(this.#pusherSocket(config));
    return config;
  }

  /**
   * Listens on the session's private channel (the `wsChannel` value from sign-in) and connects; looks up the
   * outcome of the money-moving calls left unconfirmed before a reload.
   */
  startSession(wsChannel: string): void {
    this.#policy.sessionStarted();
    this.#listen(sessionChannelName(wsChannel));
    this.#actions.watchRestored();
  }

  /**
   * Set-2fa mode (SPEC §7): every request carries `Access-Token: <token>` and answers arrive on a channel named
   * from a hash of the token.
   */
  async startSetTwoFa(token: string): Promise<void> {
    this.http.setAccessToken(token);
    this.#listen(await setTwoFaChannelName(token));
  }

  /** Stops listening, rejects pending calls and disconnects (sign-out, leaving set-2fa). */
  endSession(): void {
    this.http.setAccessToken(undefined);
    this.#unsubscribeChannel?.();
    this.#unsubscribeChannel = undefined;
    this.#channel = undefined;
    this.#actions.abortAll('Session ended');
    this.#push?.disconnect();
  }

  /** The channel answers arrive on, if listening. */
  get channel(): string | undefined {
    return this.#channel;
  }

  // ── Plain HTTP calls (SPEC §7 "Main service") ────────────────────────────────────────────────────

  /** Sign-in, first step (`access-token-login`). */
  signIn(attributes: Attributes<typeof SigninLoginSchema>): Promise<SigninResponse> {
    return this.#signin({ data: { type: 'access-token-login', attributes } }, SigninLoginSchema);
  }

  /** Sign-in, 2FA step (`access-token-2fa-confirm`). */
  confirmTwoFa(attributes: Attributes<typeof SigninTwoFaSchema>): Promise<SigninResponse> {
    return this.#signin(
      { data: { type: 'access-token-2fa-confirm', attributes } },
      SigninTwoFaSchema,
    );
  }

  /** Sign-in, identity step (`access-token-identity-select`). */
  selectIdentity(
    attributes: Attributes<typeof SigninIdentitySelectSchema>,
  ): Promise<SigninResponse> {
    return this.#signin(
      { data: { type: 'access-token-identity-select', attributes } },
      SigninIdentitySelectSchema,
    );
  }

  async signOut(): Promise<void> {
    try {
      await this.http.request({ method: 'DELETE', path: routes.signout });
    } finally {
      this.endSession();
    }
  }

  /** The self-user fetch. */
  async me(signal?: AbortSignal) {
    return (
      await this.http.request({
        method: 'GET',
        path: routes.self,
        schema: SelfResponseSchema,
        signal,
      })
    ).data;
  }

  /** Recheck for a 401: `expired` only when the self-user fetch is 401 too. Bypasses the error policy. */
  async checkSession(): Promise<SessionCheck> {
    try {
      await this.http.request({ method: 'GET', path: routes.self, bypassPolicy: true });
      return 'valid';
    } catch (error) {
      return (error as ApiError).status === 401 ? 'expired' : 'unknown';
    }
  }

  resetPassword(attributes: Attributes<typeof ResetPasswordSchema>): Promise<void> {
    return this.#post(
      routes.resetPassword,
      { data: { type: 'reset-password', attributes } },
      ResetPasswordSchema,
    );
  }

  resetTwoFa(attributes: Attributes<typeof ResetTwoFaSchema>): Promise<void> {
    return this.#post(
      routes.resetTwoFa,
      { data: { type: 'reset-2fa', attributes } },
      ResetTwoFaSchema,
    );
  }

  /** Sets a password with an emailed token; answers a set-2fa token when 2FA must be set up next. */
  async setPassword(
    attributes: Attributes<typeof SetPasswordSchema>,
  ): Promise<{ setTwoFaToken: string | undefined }> {
    const reply = await this.http.request({
      method: 'POST',
      path: routes.setPassword,
      body: v.parse(SetPasswordSchema, { data: { type: 'set-password', attributes } }),
      schema: SetPasswordResponseSchema,
    });
    return { setTwoFaToken: reply.data.meta.setTwoFaToken };
  }

  changePassword(attributes: Attributes<typeof ChangePasswordSchema>): Promise<void> {
    return this.#post(
      routes.changePassword,
      { data: { type: 'change-password', attributes } },
      ChangePasswordSchema,
    );
  }

  /** Resolves while an emailed reset or confirm link works; rejects with 'token-expired' or 'token-invalid'. */
  checkLink(attributes: Attributes<typeof CheckLinkSchema>): Promise<void> {
    return this.#post(
      routes.checkLink,
      { data: { type: 'check-link', attributes } },
      CheckLinkSchema,
    );
  }

  signUp(attributes: Attributes<typeof SignUpSchema>): Promise<void> {
    return this.#post(routes.signUp, { data: { type: 'sign-up', attributes } }, SignUpSchema);
  }

  async addIdentityGroup(identityId: string, body: v.InferInput<typeof AddIdentityGroupSchema>) {
    const reply = await this.http.request({
      method: 'POST',
      path: routes.identityGroups(identityId),
      body: v.parse(AddIdentityGroupSchema, body),
      schema: AddIdentityGroupResponseSchema,
    });
    return reply.data;
  }

  async removeIdentityGroup(identityId: string, groupId: string): Promise<void> {
    await this.http.request({ method: 'DELETE', path: routes.identityGroup(identityId, groupId) });
  }

  async projectDetails(projectId: string, signal?: AbortSignal) {
    const reply = await this.http.request({
      method: 'GET',
      path: routes.projectDetails(projectId),
      schema: ProjectDetailsResponseSchema,
      signal,
    });
    return reply.data;
  }

  /**
   * Broadcasting auth for a private channel, 15 s timeout. A bad request or a timeout emits `signedOut`; other
   * failures are reported as a `push-auth-failed` notice. Rejects in every failure case.
   */
  async authorizeChannel(socketId: string, channelName: string): Promise<{ auth: string }> {
    try {
      const reply = await this.http.request({
        method: 'POST',
        path: routes.broadcastingAuth,
        body: { socket_id: socketId, channel_name: channelName },
        schema: BroadcastingAuthResponseSchema,
        timeoutMs: BROADCASTING_AUTH_TIMEOUT_MS,
      });
      return reply.data;
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.kind === 'timeout' || apiError.status === 400) {
        this.events.emit('signedOut', {
          reason: apiError.kind === 'timeout' ? 'auth-timeout' : 'auth-rejected',
        });
      } else if (apiError.status !== 401) {
        // A 401 is already handled by the session recheck.
        this.events.emit('notice', {
          kind: 'push-auth-failed',
          message: apiError.message,
          error: apiError,
        });
      }
      throw apiError;
    }
  }

  // ── Files ────────────────────────────────────────────────────────────────────────────────────────

  /** Downloads `GET path` as a blob with progress and saves it under `fileName`. */
  download(path: string, options: DownloadOptions): Promise<Blob> {
    return download(this.http, path, options);
  }

  /** Uploads the bytes of an allocated attachment to its `uploadPath`. */
  async upload(uploadPath: string, file: Blob, signal?: AbortSignal): Promise<void> {
    await this.http.request({
      method: 'PUT',
      path: uploadPath,
      body: file,
      signal,
      timeoutMs: 10 * 60_000,
    });
  }

  /**
   * Uploads a file in chunks, resuming after dropped connections (payment link downloads, up to 2 GB: a larger
   * file is refused at once, without a request). Pass `uploadId` to resume an earlier upload of the same file.
   */
  uploadFile(file: Blob & { name?: string }, options: UploadFileOptions): Promise<Upload> {
    return uploadFile(this.http, file, options);
  }

  /** Where an upload stands on the server. */
  async uploadStatus(uploadId: string, signal?: AbortSignal): Promise<Upload> {
    return (
      await this.http.request({
        method: 'GET',
        path: routes.upload(uploadId),
        schema: UploadDocumentSchema,
        signal,
      })
    ).data.data;
  }

  /** Stops timers and listeners; pending calls reject. */
  dispose(): void {
    this.endSession();
    this.#actions.dispose();
    this.#push?.dispose();
    this.#policy.dispose();
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.events.clear();
  }

  // ── Internals ────────────────────────────────────────────────────────────────────────────────────

  async #signin(body: unknown, schema: v.GenericSchema): Promise<SigninResponse> {
    const reply = await this.http.request({
      method: 'POST',
      path: routes.signin,
      body: v.parse(schema, body),
      schema: SigninResponseSchema,
    });
    if (reply.data.data.attributes.status === 'ok') this.#policy.sessionStarted();
    return reply.data;
  }

  async #post(path: string, body: unknown, schema: v.GenericSchema): Promise<void> {
    await this.http.request({ method: 'POST', path, body: v.parse(schema, body) });
  }

  #pusherSocket(config: PushConfig): PushSocket {
    return createPusherSocket({
      ...config,
      authorize: (socketId, channel) => this.authorizeChannel(socketId, channel),
    });
  }

  #usePush(socket: PushSocket): void {
    this.#push = new PushConnection({
      socket,
      onState: (state) => {
        if (state !== 'connected') this.#actions.setPushed(false);
        this.events.emit('connectionState', state);
      },
      onReconnected: () => {
        this.events.emit('reconnected', undefined);
        void this.#actions.fetchPending();
      },
    });
  }

  #listen(channel: string): void {
    if (!this.#push)
      throw new Error('No push connection: pass `push` or call usePushConfig() first');
    if (this.#channel === channel) return;
    this.#unsubscribeChannel?.();
    this.#actions.setPushed(false);
    this.#channel = channel;
    this.#unsubscribeChannel = this.#push.subscribeChannel(channel, {
      event: (name, data) => {
        const notice = changeNoticeOf(name, data);
        if (notice) this.events.emit(notice.key, notice.data);
        else this.#actions.handlePushEvent(name, data);
      },
      // Answers pushed before the subscription (or while it was down) are fetched.
      subscribed: () => {
        this.#actions.setPushed(true);
        void this.#actions.fetchPending();
      },
      error: () => {
        // Authorization failures are reported by authorizeChannel.
      },
    });
    this.#push.connect();
  }

  #catchUp(): void {
    this.#push?.retryNow();
    if (this.#actions.pendingCount > 0) void this.#actions.fetchPending();
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return new ApiClient(options);
}
