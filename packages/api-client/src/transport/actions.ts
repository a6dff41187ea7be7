/**
 * Async actions: POST `{ requestReference, action, id?, payload }` → the HTTP reply acknowledges → the answer is
 * pushed on the session channel and matched by `requestReference` (SPEC §7).
 *
 * Nothing is lost: the server keeps every answer for 24 h, so an answer above the push limit (pushed as a notice),
 * an answer that is overdue, and every pending answer after a reconnect, a subscription or the tab coming back
 * are fetched over HTTP. Whichever copy arrives first settles the call; the others find no pending call and are
 * ignored. Pending calls live in one Map and one sweep timer checks their deadlines — no timer per call — and a
 * burst of answers is settled at most {@link MAX_ANSWERS_PER_TASK} per task.
 */
import * as v from 'valibot';
import {
  ANSWER_LOOKUP_BATCH_SIZE,
  ANSWER_OVERDUE_MS,
  DEFAULT_ACTION_TIMEOUT_MS,
  MAX_ANSWERS_PER_TASK,
  PENDING_SWEEP_INTERVAL_MS,
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
import type { HttpTransport } from './http.js';
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
}

interface Pending {
  readonly reference: string;
  readonly action: AnyAction;
  readonly kindKey: string | undefined;
  readonly deadline: number;
  readonly timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: ApiError) => void;
  acknowledged: boolean;
  /** When to fetch the answer over HTTP if it has not been pushed. */
  overdueAt: number;
  lookingUp: boolean;
  /** Older calls of the same ignorable kind: they settle with this call. */
  followers: Pending[] | undefined;
  cleanup: (() => void) | undefined;
  /** Its answer is being validated (a long list, over several tasks): another copy of it is ignored. */
  validating?: boolean;
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
  readonly #pending = new Map<string, Pending>();
  /** Latest pending reference per ignorable kind. */
  readonly #kinds = new Map<string, string>();
  #sweepTimer: ReturnType<typeof setInterval> | undefined;
  #inbox: KeptAnswer[] = [];
  #inboxStart = 0;
  #taskBudgetUsed = 0;
  #taskReset = false;
  readonly metrics: ActionMetrics = { settled: 0, ignored: 0, fetched: 0, maxAnswersPerTask: 0 };

  constructor(options: ActionClientOptions) {
    this.#http = options.http;
    this.#policy = options.policy;
    this.#defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
    this.#newReference = options.newReference ?? randomReference;
    this.#now = options.now ?? Date.now;
    this.#validate = options.validateAnswers ?? true;
  }

  /** Answers settled in the current task so far. */
  get answersThisTask(): number {
    return this.#taskBudgetUsed;
  }

  /** How many calls wait for their answer. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** Posts an action and resolves with its validated answer. */
  call<TAction extends AnyAction>(
    action: TAction,
    input: CallInput<TAction>,
    options: CallOptions = {},
  ): Promise<AnswerOf<TAction>> {
    const { id, payload } = input as { id?: string; payload?: unknown };
    const reference = this.#newReference();
    const now = this.#now();
    const timeoutMs = options.timeoutMs ?? action.timeoutMs ?? this.#defaultTimeoutMs;
    const kindKey = action.ignorable ? `${action.area}:${options.kind ?? action.name}` : undefined;

    return new Promise<AnswerOf<TAction>>((resolve, reject) => {
      const entry: Pending = {
        reference,
        action,
        kindKey,
        deadline: now + timeoutMs,
        timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
        acknowledged: false,
        overdueAt: Number.POSITIVE_INFINITY,
        lookingUp: false,
        followers: undefined,
        cleanup: undefined,
      };
      if (options.signal) {
        const signal = options.signal;
        if (signal.aborted) {
          reject(
            new ApiError({
              kind: 'aborted',
              action: actionLabel(action),
              requestReference: reference,
            }),
          );
          return;
        }
        const onAbort = () =>
          this.#fail(
            entry,
            new ApiError({
              kind: 'aborted',
              action: actionLabel(action),
              requestReference: reference,
            }),
          );
        signal.addEventListener('abort', onAbort, { once: true });
        entry.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      if (kindKey) this.#supersede(kindKey, entry);
      this.#pending.set(reference, entry);
      this.#ensureSweep();
      void this.#post(entry, id, payload, options.signal);
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
    return this.#lookup([...this.#pending.values()].filter((entry) => !entry.lookingUp));
  }

  /** Rejects every pending call (sign-out, client closed). */
  abortAll(reason = 'Client closed'): void {
    for (const entry of [...this.#pending.values()]) {
      this.#fail(
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
      if (now >= entry.deadline) {
        this.#fail(
          entry,
          new ApiError({
            kind: 'timeout',
            message: `No answer to ${actionLabel(entry.action)} within ${entry.timeoutMs} ms`,
            action: actionLabel(entry.action),
            requestReference: entry.reference,
          }),
        );
      } else if (entry.acknowledged && !entry.lookingUp && now >= entry.overdueAt) {
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
    // The same reference has one effect on the server, so a post that may not have arrived is simply sent again.
    for (;;) {
      if (!this.#pending.has(entry.reference)) return;
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
        });
        entry.acknowledged = true;
        entry.overdueAt = this.#now() + ANSWER_OVERDUE_MS;
        return;
      } catch (error) {
        const apiError = error as ApiError;
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
    if (!this.#finish(entry)) return;
    entry.reject(error);
    if (entry.followers) for (const follower of entry.followers) follower.reject(error);
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
      entry.lookingUp = false;
      entry.overdueAt = this.#now() + ANSWER_OVERDUE_MS;
    }
  }

  async #lookup(entries: readonly Pending[]): Promise<void> {
    for (let start = 0; start < entries.length; start += ANSWER_LOOKUP_BATCH_SIZE) {
      const batch = entries.slice(start, start + ANSWER_LOOKUP_BATCH_SIZE);
      for (const entry of batch) entry.lookingUp = true;
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
          if (unknown.has(entry.reference) && entry.acknowledged) this.#lost(entry);
        }
      } catch {
        // The sweep tries again when the answers are overdue.
      } finally {
        const next = this.#now() + ANSWER_OVERDUE_MS;
        for (const entry of batch) {
          entry.lookingUp = false;
          entry.overdueAt = next;
        }
      }
    }
  }

  #lost(entry: Pending): void {
    this.#fail(
      entry,
      new ApiError({
        kind: 'lost',
        status: 404,
        message: `The provider no longer knows ${actionLabel(entry.action)} ${entry.reference}`,
        action: actionLabel(entry.action),
        requestReference: entry.reference,
      }),
    );
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
