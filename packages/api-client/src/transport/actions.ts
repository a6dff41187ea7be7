/**
 * Async actions: POST `{ requestReference, action, id?, payload }` → the HTTP reply acknowledges → the answer is
 * pushed on the session channel and matched by `requestReference` (SPEC §7).
 *
 * Nothing is lost: the server keeps every answer for 24 h, so an answer above the push limit (pushed as a notice),
 * an answer that is overdue, and every pending answer after a reconnect, a subscription or the tab coming back
 * are fetched over HTTP. Whichever copy arrives first settles the call; the others find no pending call and are
 * ignored. Pending calls live in one Map and one sweep timer checks their deadlines — no timer per call — and a
 * burst of answers is settled at most {@link MAX_ANSWERS_PER_TASK} per task.
 *
 * Money-moving actions (`moneyMoving` in their declaration) never guess their outcome. Once a post may have reached
 * the server, a call that learns no answer in time rejects with `unknown-outcome`, and its entry stays in the Map
 * without a caller, looked up less and less often until the answer is found (an `outcome` is reported) or the
 * server can no longer know it. The same call made meanwhile is the same intent: it takes that entry back and posts
 * the same reference again, which the server answers without a second effect. Intents restored from the storage
 * after a reload become such entries once the session starts ({@link ActionClient.watchRestored}).
 */
import * as v from 'valibot';
import {
  ANSWER_LOOKUP_BATCH_SIZE,
  ANSWER_OVERDUE_MS,
  ANSWER_RETENTION_MS,
  DEFAULT_ACTION_TIMEOUT_MS,
  MAX_ANSWERS_PER_TASK,
  PENDING_SWEEP_INTERVAL_MS,
  UNCONFIRMED_CHECK_FIRST_INTERVAL_MS,
  UNCONFIRMED_CHECK_MAX_INTERVAL_MS,
} from '../constants.js';
import type { AnswerOf, AnyAction, CallInput } from '../contract/action.js';
import {
  ActionAckSchema,
  AnswerLookupResponseSchema,
  KeptAnswerSchema,
  StoredAnswerNoticeSchema,
  type KeptAnswer,
} from '../contract/wire.js';
import { ErrorDocumentSchema } from '../contract/jsonapi.js';
import { ApiError } from '../errors.js';
import { routes } from '../routes.js';
import type { ErrorPolicy } from './errorPolicy.js';
import type { ActionOutcome } from './events.js';
import type { HttpTransport } from './http.js';
import {
  IntentRegistry,
  intentAction,
  intentKey,
  type Intent,
  type IntentStorage,
} from './intents.js';
import { delay } from './rateGate.js';
import { scheduleTask } from './schedule.js';
import { validateAnswer } from './validateAnswer.js';

export interface CallOptions {
  /** Overrides the action's and the client's timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * For ignorable actions: calls with the same kind replace each other (default: the action's name). Use it to
   * keep independent streams apart, e.g. `pending-count` and `list` of `topics/list`.
   */
  kind?: string;
  /**
   * For money-moving actions: what makes two calls the same intent (default: the action, the id and the payload).
   * Calls of one intent share one request reference until its outcome is known.
   */
  intent?: string;
}

/** Whoever waits for a call's answer. */
interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: ApiError) => void;
  cleanup: (() => void) | undefined;
}

interface Pending extends Waiter {
  readonly reference: string;
  readonly action: AnyAction;
  readonly kindKey: string | undefined;
  deadline: number;
  timeoutMs: number;
  acknowledged: boolean;
  /** When to fetch the answer over HTTP if it has not been pushed. */
  overdueAt: number;
  lookingUp: boolean;
  /** All pending answers were asked for while this one's lookup ran: ask again when it ends. */
  lookAgain?: boolean;
  /** Older calls of the same ignorable kind, or later calls of the same intent: they settle with this call. */
  followers: Waiter[] | undefined;
  /** Its answer is being validated (a long list, over several tasks): another copy of it is ignored. */
  validating?: boolean;
  /** Money-moving actions: the intent the call carries out. */
  readonly intent: Intent | undefined;
  /** Its caller was told `unknown-outcome`: the entry only looks for the answer now, to report the outcome. */
  watching: boolean;
  /** While watching: the wait before the lookup after next (it doubles). */
  checkIntervalMs: number;
  /** Bumped whenever the entry changes hands, so the post loop of an earlier caller stops. */
  round: number;
}

export interface ActionClientOptions {
  http: HttpTransport;
  policy: ErrorPolicy;
  defaultTimeoutMs?: number;
  newReference?: () => string;
  now?: () => number;
  /**
   * Validate every answer with its action's schema (default true). Turning it off trusts the provider's
   * answers as typed and leaves only the matching on the hot path.
   */
  validateAnswers?: boolean;
  /** Keeps unconfirmed money-moving intents across reloads (sessionStorage in a browser). */
  storage?: IntentStorage;
  /** A money-moving action whose caller was told `unknown-outcome` has its answer at last. */
  onOutcome?: (outcome: ActionOutcome) => void;
}

/** Figures for the benchmark and for diagnostics. */
export interface ActionMetrics {
  settled: number;
  ignored: number;
  fetched: number;
  /** The most answers settled within one task (recorded when the task ends). */
  maxAnswersPerTask: number;
}

const randomReference = () => globalThis.crypto.randomUUID();

export class ActionClient {
  readonly #http: HttpTransport;
  readonly #policy: ErrorPolicy;
  readonly #defaultTimeoutMs: number;
  readonly #newReference: () => string;
  readonly #now: () => number;
  readonly #validate: boolean;
  readonly #intents: IntentRegistry;
  readonly #onOutcome: (outcome: ActionOutcome) => void;
  readonly #pending = new Map<string, Pending>();
  /** Latest pending reference per ignorable kind. */
  readonly #kinds = new Map<string, string>();
  #sweepTimer: ReturnType<typeof setInterval> | undefined;
  #inbox: KeptAnswer[] = [];
  #inboxStart = 0;
  #taskBudgetUsed = 0;
  #taskReset = false;
  /** Whether answers reach this client by push now: its channel is subscribed. */
  #pushed = false;
  readonly metrics: ActionMetrics = { settled: 0, ignored: 0, fetched: 0, maxAnswersPerTask: 0 };

  constructor(options: ActionClientOptions) {
    this.#http = options.http;
    this.#policy = options.policy;
    this.#defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
    this.#newReference = options.newReference ?? randomReference;
    this.#now = options.now ?? Date.now;
    this.#validate = options.validateAnswers ?? true;
    this.#intents = new IntentRegistry(options.storage, this.#now);
    this.#onOutcome = options.onOutcome ?? (() => {});
  }

  /** Answers settled in the current task so far. */
  get answersThisTask(): number {
    return this.#taskBudgetUsed;
  }

  /** How many answers are awaited: calls, and money-moving actions still unconfirmed. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** How many money-moving actions have an unknown outcome that is still being looked for. */
  get unconfirmedCount(): number {
    let count = 0;
    for (const entry of this.#pending.values()) if (entry.watching) count += 1;
    return count;
  }

  /** Posts an action and resolves with its validated answer. */
  call<TAction extends AnyAction>(
    action: TAction,
    input: CallInput<TAction>,
    options: CallOptions = {},
  ): Promise<AnswerOf<TAction>> {
    const { id, payload } = input as { id?: string; payload?: unknown };
    const now = this.#now();
    const timeoutMs = options.timeoutMs ?? action.timeoutMs ?? this.#defaultTimeoutMs;
    const kindKey = action.ignorable ? `${action.area}:${options.kind ?? action.name}` : undefined;
    const key = action.moneyMoving ? intentKey(action, id, payload, options.intent) : undefined;
    const known = key === undefined ? undefined : this.#intents.find(key);
    const current = known && this.#pending.get(known.reference);

    return new Promise<AnswerOf<TAction>>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: resolve as (value: unknown) => void,
        reject,
        cleanup: undefined,
      };
      if (options.signal?.aborted) {
        reject(
          new ApiError({
            kind: 'aborted',
            action: actionLabel(action),
            requestReference: known?.reference,
          }),
        );
        return;
      }
      if (current && !current.watching) {
        // The same intent is on its way: this call settles with it.
        this.#join(current, waiter, options.signal);
        return;
      }
      let entry: Pending;
      if (current) {
        // The same intent's outcome is unknown: this call takes it back and posts the same reference again.
        entry = current;
        entry.round += 1;
        entry.watching = false;
        entry.resolve = waiter.resolve;
        entry.reject = waiter.reject;
        entry.deadline = now + timeoutMs;
        entry.timeoutMs = timeoutMs;
      } else {
        const intent =
          key === undefined ? undefined : (known ?? this.#intents.open(key, this.#newReference()));
        entry = {
          resolve: waiter.resolve,
          reject: waiter.reject,
          cleanup: undefined,
          reference: intent?.reference ?? this.#newReference(),
          action,
          kindKey,
          deadline: now + timeoutMs,
          timeoutMs,
          acknowledged: false,
          overdueAt: Number.POSITIVE_INFINITY,
          lookingUp: false,
          followers: undefined,
          intent,
          watching: false,
          checkIntervalMs: UNCONFIRMED_CHECK_FIRST_INTERVAL_MS,
          round: 0,
        };
        if (kindKey) this.#supersede(kindKey, entry);
        this.#pending.set(entry.reference, entry);
      }
      if (options.signal) this.#abortOn(entry, options.signal);
      this.#ensureSweep();
      void this.#post(entry, id, payload, options.signal);
    });
  }

  /**
   * Watches the intents restored from the storage that no call carries, as if their caller had been told
   * `unknown-outcome`: their answers are looked up now, then less and less often, and reported as `outcome`s.
   * Call it once the session has started: the answer store knows only the session's references.
   */
  watchRestored(): void {
    if (!this.#intents.list().some((intent) => !this.#pending.has(intent.reference))) return;
    // Every area's declarations load only now: most sessions restore nothing, and they add a third to the client.
    void import('../contract/registry.js').then(({ findAction }) => {
      const now = this.#now();
      const restored: Pending[] = [];
      // Listed again: a call, or the session's end, may have come first.
      for (const intent of this.#intents.list()) {
        if (this.#pending.has(intent.reference)) continue;
        const named = intentAction(intent.key);
        const action = named && findAction(named.area, named.name);
        if (!action?.moneyMoving) {
          // Declared no more: it can neither be called again nor have its answer read.
          this.#intents.forget(intent);
          continue;
        }
        const entry: Pending = {
          ...this.#outcomeWaiter(action, intent.reference),
          reference: intent.reference,
          action,
          kindKey: undefined,
          deadline: intent.since + ANSWER_RETENTION_MS,
          timeoutMs: action.timeoutMs ?? this.#defaultTimeoutMs,
          // Whether a post of it arrived is not known: `unknown` may mean "not there yet", as for a post never
          // acknowledged, so it is looked for until the server could no longer know it.
          acknowledged: false,
          overdueAt: now,
          lookingUp: false,
          followers: undefined,
          intent,
          watching: true,
          checkIntervalMs: UNCONFIRMED_CHECK_FIRST_INTERVAL_MS,
          round: 0,
        };
        this.#pending.set(entry.reference, entry);
        restored.push(entry);
      }
      if (restored.length === 0) return;
      this.#ensureSweep();
      void this.#lookup(restored);
    });
  }

  /** Handles one event of the session channel. */
  handlePushEvent(name: string, data: unknown): void {
    if (name === 'answer') {
      // The hot path: a shape check by hand (the answer itself is validated by its action's schema).
      if (isKeptAnswer(data)) this.deliver(data);
    } else if (name === 'answer-stored') {
      const parsed = v.safeParse(StoredAnswerNoticeSchema, data);
      if (parsed.success && this.#pending.has(parsed.output.requestReference)) {
        void this.#fetchOne(parsed.output.requestReference);
      }
    }
  }

  /**
   * Settles the call an answer belongs to. Answers for no pending call (duplicates, late, superseded) are
   * ignored. Processes at most {@link MAX_ANSWERS_PER_TASK} per task; the rest wait for the next task.
   */
  deliver(answer: KeptAnswer): void {
    if (this.#taskBudgetUsed < MAX_ANSWERS_PER_TASK && this.#inboxStart === this.#inbox.length) {
      this.#settleAnswer(answer);
    } else {
      this.#inbox.push(answer);
    }
    this.#scheduleTaskReset();
  }

  /** Fetches every pending answer over HTTP (reconnect, subscription success, tab visible). */
  fetchPending(): Promise<void> {
    const idle: Pending[] = [];
    for (const entry of this.#pending.values()) {
      // A lookup still running may have been answered before this moment's answers were kept.
      if (entry.lookingUp) entry.lookAgain = true;
      else idle.push(entry);
    }
    return this.#lookup(idle);
  }

  /**
   * Whether answers are pushed to this client now (its channel is subscribed) or cannot be (not subscribed yet, or
   * the connection is down). Until they are, calls are looked up as soon as they are acknowledged.
   */
  setPushed(pushed: boolean): void {
    this.#pushed = pushed;
  }

  /** Whether answers are pushed to this client now (see {@link ActionClient.setPushed}). */
  get pushed(): boolean {
    return this.#pushed;
  }

  /**
   * Rejects every pending call (sign-out, client closed) and forgets unconfirmed intents: the server keeps answers
   * per session, so another session could neither learn their outcome nor join a retry to them.
   */
  abortAll(reason = 'Client closed'): void {
    this.#intents.clear();
    for (const entry of [...this.#pending.values()]) {
      if (!this.#finish(entry) || entry.watching) continue;
      this.#reject(
        entry,
        new ApiError({
          kind: 'aborted',
          message: reason,
          action: actionLabel(entry.action),
          requestReference: entry.reference,
        }),
      );
    }
    this.#inbox = [];
    this.#inboxStart = 0;
  }

  dispose(): void {
    this.abortAll();
    this.#stopSweep();
  }

  /** One sweep: time out expired calls, fetch overdue answers. Runs every second while calls are pending. */
  sweep(): void {
    const now = this.#now();
    const overdue: Pending[] = [];
    for (const entry of this.#pending.values()) {
      if (entry.watching && now >= entry.deadline) {
        // The server has forgotten it by now: nothing more can be learnt.
        this.#finish(entry);
      } else if (now >= entry.deadline) {
        this.#fail(
          entry,
          new ApiError({
            kind: 'timeout',
            message: `No answer to ${actionLabel(entry.action)} within ${entry.timeoutMs} ms`,
            action: actionLabel(entry.action),
            requestReference: entry.reference,
          }),
        );
      } else if (
        (entry.acknowledged || entry.watching) &&
        !entry.lookingUp &&
        now >= entry.overdueAt
      ) {
        overdue.push(entry);
      }
    }
    if (overdue.length > 0) void this.#lookup(overdue);
    if (this.#pending.size === 0) this.#stopSweep();
  }

  async #post(
    entry: Pending,
    id: string | undefined,
    payload: unknown,
    signal: AbortSignal | undefined,
  ) {
    const body = {
      data: { requestReference: entry.reference, action: entry.action.name, id, payload },
    };
    const { intent, round } = entry;
    // The same reference has one effect on the server, so a post that may not have arrived is simply sent again.
    for (;;) {
      if (this.#pending.get(entry.reference) !== entry || entry.round !== round) return;
      const sentBefore = intent?.sent ?? false;
      if (intent) intent.sent = true;
      try {
        await this.#http.request({
          method: 'POST',
          path: routes.action(entry.action.area),
          body,
          schema: ActionAckSchema,
          signal,
          action: actionLabel(entry.action),
          requestReference: entry.reference,
          timeoutMs: Math.max(1, entry.deadline - this.#now()),
          reportsServerErrors: entry.action.moneyMoving === true,
        });
        entry.acknowledged = true;
        if (entry.round === round) entry.overdueAt = this.#now() + ANSWER_OVERDUE_MS;
        if (!this.#pushed) this.#lookUpUnpushed();
        return;
      } catch (error) {
        const apiError = error as ApiError;
        // A refusal (4xx) means this post had no effect; any other failure may have come after the server got it.
        if (intent && isRefusal(apiError)) intent.sent = sentBefore;
        if (entry.round !== round) return;
        const retryable =
          apiError.kind === 'network' || (apiError.kind === 'http' && apiError.status === 429);
        if (!retryable || this.#now() >= entry.deadline) {
          this.#fail(entry, apiError);
          return;
        }
        if (apiError.kind === 'network') {
          try {
            await delay(
              Math.min(ANSWER_OVERDUE_MS, Math.max(0, entry.deadline - this.#now())),
              signal,
            );
          } catch {
            return; // aborted: the abort handler already failed the call
          }
        }
        // 429: the rate gate holds the next attempt until Retry-After.
      }
    }
  }

  /**
   * No answer is pushed before the channel is subscribed, and a returning tab posts its first calls while the
   * socket still connects: once every call posted so far is acknowledged, their answers are looked up together at
   * once instead of after the subscription. Those not ready yet are fetched again when it succeeds.
   */
  #lookUpUnpushed(): void {
    const entries = [...this.#pending.values()].filter((entry) => !entry.watching);
    if (entries.some((entry) => !entry.acknowledged)) return;
    void this.#lookup(entries.filter((entry) => !entry.lookingUp));
  }

  #supersede(kindKey: string, entry: Pending): void {
    const previousReference = this.#kinds.get(kindKey);
    const previous = previousReference ? this.#pending.get(previousReference) : undefined;
    if (previous) {
      // The older call now waits for this one; its own answer, when it comes, matches nothing.
      this.#pending.delete(previous.reference);
      entry.followers = [previous, ...(previous.followers ?? [])];
      previous.followers = undefined;
    }
    this.#kinds.set(kindKey, entry.reference);
  }

  #settleAnswer(answer: KeptAnswer): void {
    this.#taskBudgetUsed += 1;
    const entry = this.#pending.get(answer.requestReference);
    if (entry === undefined || entry.validating) {
      this.metrics.ignored += 1;
      return;
    }
    this.metrics.settled += 1;
    const { document } = answer;
    if (document.errors && document.errors.length > 0) {
      const parsedErrors = v.safeParse(ErrorDocumentSchema, document);
      const errorList = parsedErrors.success
        ? parsedErrors.output.errors
        : [{ title: 'Unreadable error answer', code: 'invalid-answer' }];
      this.#fail(
        entry,
        this.#policy.fromAnswer(errorList, {
          path: routes.action(entry.action.area),
          action: actionLabel(entry.action),
          requestReference: entry.reference,
        }),
      );
      return;
    }
    if (!this.#validate) {
      this.#remove(entry);
      entry.resolve(document);
      if (entry.followers) for (const follower of entry.followers) follower.resolve(document);
      return;
    }
    entry.validating = true;
    validateAnswer(entry.action.answer, document, (parsed) => {
      if (!parsed.success) {
        this.#fail(
          entry,
          new ApiError({
            kind: 'invalid-answer',
            action: actionLabel(entry.action),
            requestReference: entry.reference,
            message: `Unexpected answer to ${actionLabel(entry.action)}: ${parsed.message}`,
          }),
        );
        return;
      }
      // A long answer is validated over several tasks: the call may have timed out or been aborted meanwhile.
      if (!this.#finish(entry)) return;
      entry.resolve(parsed.output);
      if (entry.followers) for (const follower of entry.followers) follower.resolve(parsed.output);
    });
  }

  #fail(entry: Pending, error: ApiError): void {
    if (this.#pending.get(entry.reference) !== entry) return;
    if (entry.intent?.sent && !entry.watching && !isAnswered(error)) {
      this.#watch(entry, error);
      return;
    }
    this.#finish(entry);
    this.#reject(entry, error);
  }

  #reject(entry: Pending, error: ApiError): void {
    entry.reject(error);
    if (entry.followers) for (const follower of entry.followers) follower.reject(error);
  }

  #abortOn(entry: Pending, signal: AbortSignal): void {
    const onAbort = () =>
      this.#fail(
        entry,
        new ApiError({
          kind: 'aborted',
          action: actionLabel(entry.action),
          requestReference: entry.reference,
        }),
      );
    signal.addEventListener('abort', onAbort, { once: true });
    entry.cleanup = () => signal.removeEventListener('abort', onAbort);
  }

  /** A later call of an intent on its way waits with it; its own abort only stops its own wait. */
  #join(entry: Pending, waiter: Waiter, signal: AbortSignal | undefined): void {
    (entry.followers ??= []).push(waiter);
    if (!signal) return;
    const onAbort = () => {
      if (!entry.followers?.includes(waiter)) return;
      entry.followers = entry.followers.filter((other) => other !== waiter);
      waiter.reject(unknownOutcome(entry, undefined));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    waiter.cleanup = () => signal.removeEventListener('abort', onAbort);
  }

  /**
   * A money-moving call that may have reached the server learnt no answer: its callers are told the outcome is
   * unknown, and the entry stays to look for the answer and report it as an `outcome`.
   */
  #watch(entry: Pending, cause: ApiError): void {
    const callers: Waiter[] = [
      { resolve: entry.resolve, reject: entry.reject, cleanup: entry.cleanup },
      ...(entry.followers ?? []),
    ];
    const error = unknownOutcome(entry, cause);
    const { action, reference, intent } = entry;
    entry.round += 1;
    entry.watching = true;
    entry.followers = undefined;
    entry.deadline = (intent?.since ?? this.#now()) + ANSWER_RETENTION_MS;
    entry.checkIntervalMs = UNCONFIRMED_CHECK_FIRST_INTERVAL_MS;
    if (!entry.lookingUp) this.#scheduleCheck(entry);
    ({ resolve: entry.resolve, reject: entry.reject } = this.#outcomeWaiter(action, reference));
    for (const caller of callers) {
      caller.cleanup?.();
      caller.reject(error);
    }
    entry.cleanup = undefined;
  }

  /** Who waits for a watched entry's answer: nobody but the `outcome` report. */
  #outcomeWaiter(action: AnyAction, reference: string): Waiter {
    return {
      resolve: (answer) =>
        this.#onOutcome({ ok: true, action, requestReference: reference, answer }),
      reject: (error) => this.#onOutcome({ ok: false, action, requestReference: reference, error }),
      cleanup: undefined,
    };
  }

  /** When to look the answer up next: soon while a caller waits, then less and less often while watched. */
  #scheduleCheck(entry: Pending): void {
    if (!entry.watching) {
      entry.overdueAt = this.#now() + ANSWER_OVERDUE_MS;
      return;
    }
    entry.overdueAt = this.#now() + entry.checkIntervalMs;
    entry.checkIntervalMs = Math.min(entry.checkIntervalMs * 2, UNCONFIRMED_CHECK_MAX_INTERVAL_MS);
  }

  /** Removes a call from every index. Returns false if it was already settled. */
  #finish(entry: Pending): boolean {
    if (this.#pending.get(entry.reference) !== entry) return false;
    this.#remove(entry);
    return true;
  }

  /** Removes a call known to be pending. */
  #remove(entry: Pending): void {
    this.#pending.delete(entry.reference);
    if (entry.intent) this.#intents.forget(entry.intent);
    if (entry.kindKey && this.#kinds.get(entry.kindKey) === entry.reference)
      this.#kinds.delete(entry.kindKey);
    entry.cleanup?.();
    if (entry.followers) for (const follower of entry.followers) follower.cleanup?.();
    if (this.#pending.size === 0) this.#stopSweep();
  }

  #scheduleTaskReset(): void {
    if (this.#taskReset) return;
    this.#taskReset = true;
    scheduleTask(() => {
      this.#taskReset = false;
      if (this.#taskBudgetUsed > this.metrics.maxAnswersPerTask) {
        this.metrics.maxAnswersPerTask = this.#taskBudgetUsed;
      }
      this.#taskBudgetUsed = 0;
      this.#drainInbox();
    });
  }

  #drainInbox(): void {
    const end = Math.min(this.#inbox.length, this.#inboxStart + MAX_ANSWERS_PER_TASK);
    for (; this.#inboxStart < end; this.#inboxStart += 1) {
      const answer = this.#inbox[this.#inboxStart];
      if (answer) this.#settleAnswer(answer);
    }
    if (this.#inboxStart >= this.#inbox.length) {
      // Drop the array rather than keep a large backing store alive.
      this.#inbox = [];
      this.#inboxStart = 0;
    } else {
      this.#scheduleTaskReset();
    }
  }

  async #fetchOne(reference: string): Promise<void> {
    const entry = this.#pending.get(reference);
    if (!entry || entry.lookingUp) return;
    entry.lookingUp = true;
    try {
      const reply = await this.#http.request({
        method: 'GET',
        path: routes.answer(reference),
        action: actionLabel(entry.action),
        requestReference: reference,
      });
      if (reply.status === 200) {
        const parsed = v.safeParse(KeptAnswerSchema, reply.data);
        if (parsed.success) {
          this.metrics.fetched += 1;
          this.deliver(parsed.output);
        }
      }
    } catch (error) {
      if ((error as ApiError).status === 404) this.#lost(entry);
      // Other failures: the sweep fetches it again when overdue.
    } finally {
      this.#lookedUp([entry]);
    }
  }

  async #lookup(entries: readonly Pending[]): Promise<void> {
    for (let start = 0; start < entries.length; start += ANSWER_LOOKUP_BATCH_SIZE) {
      const batch = entries.slice(start, start + ANSWER_LOOKUP_BATCH_SIZE);
      for (const entry of batch) entry.lookingUp = true;
      // Only a reference acknowledged before the question is lost when the server does not know it: a post
      // acknowledged meanwhile (a retry of a restored intent) simply came after it.
      const acknowledged = new Set(batch.filter((entry) => entry.acknowledged));
      try {
        const reply = await this.#http.request({
          method: 'POST',
          path: routes.answers,
          body: { requestReferences: batch.map((entry) => entry.reference) },
          schema: AnswerLookupResponseSchema,
        });
        this.metrics.fetched += reply.data.answers.length;
        for (const answer of reply.data.answers) this.deliver(answer);
        const unknown = new Set(reply.data.unknown);
        for (const entry of batch) {
          // A call not yet acknowledged may simply not have reached the server yet.
          if (unknown.has(entry.reference) && acknowledged.has(entry)) this.#lost(entry);
        }
      } catch {
        // The sweep tries again when the answers are overdue.
      } finally {
        this.#lookedUp(batch);
      }
    }
  }

  /** A lookup of `entries` ended: the next one is scheduled, or made now if one was asked for meanwhile. */
  #lookedUp(entries: readonly Pending[]): void {
    const again: Pending[] = [];
    for (const entry of entries) {
      entry.lookingUp = false;
      this.#scheduleCheck(entry);
      if (!entry.lookAgain) continue;
      entry.lookAgain = false;
      if (this.#pending.get(entry.reference) === entry) again.push(entry);
    }
    if (again.length > 0) void this.#lookup(again);
  }

  #lost(entry: Pending): void {
    const error = new ApiError({
      kind: 'lost',
      status: 404,
      message: `The provider no longer knows ${actionLabel(entry.action)} ${entry.reference}`,
      action: actionLabel(entry.action),
      requestReference: entry.reference,
    });
    if (!entry.intent) {
      this.#fail(entry, error);
      return;
    }
    // Whether the money moved can no longer be learnt: say so, and stop looking (a watched entry just ends).
    if (!this.#finish(entry) || entry.watching) return;
    this.#reject(entry, unknownOutcome(entry, error));
  }

  #ensureSweep(): void {
    if (this.#sweepTimer !== undefined) return;
    this.#sweepTimer = setInterval(() => this.sweep(), PENDING_SWEEP_INTERVAL_MS);
    // Never keep a Node process alive for the sweep alone.
    (this.#sweepTimer as { unref?: () => void }).unref?.();
  }

  #stopSweep(): void {
    if (this.#sweepTimer === undefined) return;
    clearInterval(this.#sweepTimer);
    this.#sweepTimer = undefined;
  }
}

/** The server refused the post (a 4xx): it had no effect. */
function isRefusal(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/** The server answered, so the outcome is known (an error answer is a definitive refusal). */
function isAnswered(error: ApiError): boolean {
  return error.kind === 'answer' || error.kind === 'invalid-answer';
}

function unknownOutcome(entry: Pending, cause: ApiError | undefined): ApiError {
  return new ApiError({
    kind: 'unknown-outcome',
    message: `The outcome of ${actionLabel(entry.action)} is not known yet`,
    action: actionLabel(entry.action),
    requestReference: entry.reference,
    cause,
  });
}

function isKeptAnswer(data: unknown): data is KeptAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const { requestReference, document } = data as Partial<KeptAnswer>;
  if (typeof requestReference !== 'string' || typeof document !== 'object' || document === null)
    return false;
  const { errors } = document;
  return errors === undefined || Array.isArray(errors);
}

export function actionLabel(action: AnyAction): string {
  return `${action.area}:${action.name}`;
}
