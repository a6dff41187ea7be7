import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_RETENTION_MS,
  ApiClient,
  DEFAULT_ACTION_TIMEOUT_MS,
  PENDING_SWEEP_INTERVAL_MS,
  UNCONFIRMED_CHECK_FIRST_INTERVAL_MS,
  UNCONFIRMED_STORAGE_KEY,
  main,
  payments,
  type ActionOutcome,
  type ApiError,
} from '../src/index';
import { actionMutationOptions } from '../src/query';
import {
  FakeSocket,
  MemoryStorage,
  errors,
  flush,
  json,
  rejection,
  type FakeProvider,
} from './fakes';
import { sessionClient } from './session';
import { transaction } from './transactions';

const refund = payments.actions['transactions/refund'];

const refundOf = (amount = 500) => ({
  id: 'tx-1',
  payload: { data: { type: 'refund-request' as const, attributes: { amount } } },
});
const refunded = {
  data: { ...transaction({ type: 'refund', originalId: 'tx-1', amount: 500 }), id: 'tx-2' },
  included: [transaction({ status: 'partially-refunded', refundedAmount: 500 })],
};
const refused = {
  errors: [{ title: 'Amount should not exceed the transaction amount', code: 'amount-exceeds' }],
};

function setup({
  storage,
  prefix,
  provider,
  listen = true,
}: {
  storage?: MemoryStorage;
  prefix?: string;
  /** The server, kept across a reload. */
  provider?: FakeProvider;
  /** Listen to `outcome` from the start. */
  listen?: boolean;
} = {}) {
  const outcomes: ActionOutcome[] = [];
  const listenToOutcomes = (client: ApiClient) =>
    client.events.on('outcome', (outcome) => outcomes.push(outcome));
  const env = sessionClient({
    provider,
    prefix,
    unconfirmedStorage: storage,
    beforeStart: listen ? listenToOutcomes : undefined,
  });
  return {
    ...env,
    outcomes,
    listenToOutcomes: () => listenToOutcomes(env.client),
    answer: (reference: string, document: unknown) =>
      env.answer(reference, document, 'transactions/refund'),
    /** The references of the action posts, in order. */
    posts: () => env.provider.actionPosts().map((post) => post.requestReference),
    lookups: () =>
      env.provider.requests.filter(
        (request) => request.method === 'POST' && request.path === '/api/answers',
      ).length,
  };
}
type Env = ReturnType<typeof setup>;

/** A refund whose answer never comes: what its caller is told at the deadline. */
async function unanswered(env: Env, input = refundOf()): Promise<ApiError> {
  const error = rejection(env.client.call(refund, input));
  await vi.advanceTimersByTimeAsync(DEFAULT_ACTION_TIMEOUT_MS);
  return error;
}

/** A call left pending when the test ends (dispose rejects it). */
const leftPending = (call: Promise<unknown>) => void call.catch(() => {});

describe('money-moving actions', () => {
  let env: Env;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    env = setup();
  });
  afterEach(() => {
    env.client.dispose();
    vi.useRealTimers();
  });

  it('are declared so: refund, capture and cancel', () => {
    expect(refund.moneyMoving).toBe(true);
    expect(payments.actions['transactions/capture'].moneyMoving).toBe(true);
    expect(payments.actions['transactions/cancel'].moneyMoving).toBe(true);
    expect(payments.actions['transactions/get'].moneyMoving).toBe(false);
  });

  it('reject a call whose answer never comes with unknown-outcome, not timeout', async () => {
    const error = await unanswered(env);
    expect(error).toMatchObject({
      kind: 'unknown-outcome',
      action: 'payments:transactions/refund',
      requestReference: 'ref-000001',
    });
    expect(env.client.unconfirmedCount).toBe(1);
  });

  it('keep looking for the answer, less and less often, and report it as an outcome', async () => {
    await unanswered(env);
    const before = env.lookups();
    // Looked up 5, 15, 35 and 75 s after the deadline: the wait doubles.
    const first = UNCONFIRMED_CHECK_FIRST_INTERVAL_MS;
    await vi.advanceTimersByTimeAsync(first * 7);
    expect(env.lookups() - before).toBe(3);
    env.provider.keep('ref-000001', 'transactions/refund', refunded);
    await vi.advanceTimersByTimeAsync(first * 8 - PENDING_SWEEP_INTERVAL_MS);
    expect(env.outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(PENDING_SWEEP_INTERVAL_MS);
    expect(env.outcomes).toEqual([
      {
        ok: true,
        action: refund,
        requestReference: 'ref-000001',
        answer: expect.objectContaining({ data: expect.objectContaining({ id: 'tx-2' }) }),
      },
    ]);
    expect(env.client.pendingCount).toBe(0);
  });

  it('report a late pushed answer, and a late error answer as a failed outcome', async () => {
    await unanswered(env, refundOf(500));
    await unanswered(env, refundOf(600));
    env.answer('ref-000001', refunded);
    env.answer('ref-000002', refused);
    await flush();
    expect(env.outcomes).toMatchObject([
      { ok: true, requestReference: 'ref-000001' },
      {
        ok: false,
        requestReference: 'ref-000002',
        error: { kind: 'answer', code: 'amount-exceeds' },
      },
    ]);
    expect(env.client.unconfirmedCount).toBe(0);
  });

  it('post a retry of the same intent with the same reference, and settle it with the answer', async () => {
    await unanswered(env);
    const retry = env.client.call(refund, refundOf());
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000001']);
    env.answer('ref-000001', refunded);
    await expect(retry).resolves.toMatchObject({ data: { id: 'tx-2' } });
    // Its caller has the answer: no outcome to report.
    expect(env.outcomes).toEqual([]);
  });

  it('make the same call a new intent once the outcome is known', async () => {
    await unanswered(env);
    env.answer('ref-000001', refunded);
    await flush();
    expect(env.outcomes).toHaveLength(1);
    const second = env.client.call(refund, refundOf());
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000002']);
    env.answer('ref-000002', refunded);
    await expect(second).resolves.toBeDefined();
  });

  it('tell intents apart by action, id and payload, whatever the order of its keys', async () => {
    await unanswered(env);
    const reordered = env.client.call(refund, {
      payload: { data: { attributes: { amount: 500 }, type: 'refund-request' } },
      id: 'tx-1',
    });
    const otherAmount = env.client.call(refund, refundOf(600));
    const otherTransaction = env.client.call(refund, { ...refundOf(), id: 'tx-9' });
    const named = env.client.call(refund, refundOf(700), { intent: 'batch-1' });
    const sameName = env.client.call(refund, refundOf(800), { intent: 'batch-1' });
    [reordered, otherAmount, otherTransaction, named, sameName].forEach(leftPending);
    await flush();
    expect(env.posts()).toEqual([
      'ref-000001',
      'ref-000001',
      'ref-000002',
      'ref-000003',
      'ref-000004',
    ]);
  });

  it('let a call of an intent on its way wait with it', async () => {
    const first = env.client.call(refund, refundOf());
    const second = env.client.call(refund, refundOf());
    await flush();
    expect(env.posts()).toEqual(['ref-000001']);
    env.answer('ref-000001', refunded);
    await expect(Promise.all([first, second])).resolves.toMatchObject([
      { data: { id: 'tx-2' } },
      { data: { id: 'tx-2' } },
    ]);
  });

  it('say unknown when the post itself fails until the deadline, and post the retry again', async () => {
    let down = true;
    env.provider.on('POST', '/api/payments', (request) => {
      if (down) throw new TypeError('Failed to fetch');
      const { requestReference } = (request.body as { data: { requestReference: string } }).data;
      return json(202, { meta: { requestReference, status: 'accepted' } });
    });
    const error = await unanswered(env);
    expect(error.kind).toBe('unknown-outcome');
    // Never acknowledged: "unknown" from the answer store may mean "not there yet", so it keeps looking.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.client.unconfirmedCount).toBe(1);
    down = false;
    const retry = env.client.call(refund, refundOf());
    await flush();
    expect(new Set(env.posts())).toEqual(new Set(['ref-000001']));
    env.answer('ref-000001', refunded);
    await expect(retry).resolves.toBeDefined();
  });

  it('say unknown at once when the post gets a server error', async () => {
    env.provider.once('POST', '/api/payments', () =>
      errors(502, { title: 'Bad gateway', code: '502' }),
    );
    await expect(env.client.call(refund, refundOf())).rejects.toMatchObject({
      kind: 'unknown-outcome',
      cause: expect.objectContaining({ status: 502 }),
    });
    expect(env.client.unconfirmedCount).toBe(1);
  });

  it('leave a server error of the post to the caller: no server-error notice beside the unknown outcome', async () => {
    const notices: unknown[] = [];
    env.client.events.on('notice', (notice) => notices.push(notice));
    env.provider.once('POST', '/api/payments', () =>
      errors(500, { title: 'Internal error', code: '500' }),
    );
    await expect(env.client.call(refund, refundOf())).rejects.toMatchObject({
      kind: 'unknown-outcome',
    });
    expect(notices).toEqual([]);
    // Other actions still raise the notice (SPEC §8).
    env.provider.once('POST', '/api/main', () =>
      errors(500, { title: 'Internal error', code: '500' }),
    );
    await expect(env.client.call(main.actions['users/me'])).rejects.toMatchObject({
      kind: 'http',
    });
    expect(notices).toEqual([expect.objectContaining({ kind: 'server-error' })]);
  });

  it('fail plainly when the first post is refused, and send the next call anew', async () => {
    env.provider.once('POST', '/api/payments', () =>
      errors(403, { title: 'You are not allowed to perform this action', code: 'forbidden' }),
    );
    await expect(env.client.call(refund, refundOf())).rejects.toMatchObject({
      kind: 'http',
      status: 403,
    });
    expect(env.client.pendingCount).toBe(0);
    leftPending(env.client.call(refund, refundOf()));
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000002']);
  });

  it('say unknown when the caller aborts after posting', async () => {
    const controller = new AbortController();
    const call = env.client.call(refund, refundOf(), { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'unknown-outcome' });
    expect(env.client.unconfirmedCount).toBe(1);
  });

  it('stop looking once the server can no longer know the answer', async () => {
    await unanswered(env);
    vi.setSystemTime(Date.now() + ANSWER_RETENTION_MS);
    await vi.advanceTimersByTimeAsync(PENDING_SWEEP_INTERVAL_MS);
    expect(env.client.pendingCount).toBe(0);
    expect(env.outcomes).toEqual([]);
    leftPending(env.client.call(refund, refundOf()));
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000002']);
  });

  it('forget unconfirmed intents when the session ends', async () => {
    await unanswered(env);
    env.client.endSession();
    expect(env.client.pendingCount).toBe(0);
    leftPending(env.client.call(refund, refundOf()));
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000002']);
  });

  it('go through the same intents as mutations', async () => {
    const options = actionMutationOptions(env.client, refund);
    const first = rejection(options.mutationFn!(refundOf(), {} as never));
    await vi.advanceTimersByTimeAsync(DEFAULT_ACTION_TIMEOUT_MS);
    expect((await first).kind).toBe('unknown-outcome');
    const retry = options.mutationFn!(refundOf(), {} as never);
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000001']);
    env.answer('ref-000001', refunded);
    await expect(retry).resolves.toMatchObject({ data: { id: 'tx-2' } });
  });

  it('leave other actions timing out as before', async () => {
    const call = rejection(env.client.call(main.actions['users/me']));
    await vi.advanceTimersByTimeAsync(DEFAULT_ACTION_TIMEOUT_MS);
    expect((await call).kind).toBe('timeout');
    expect(env.client.pendingCount).toBe(0);
    expect(env.client.unconfirmedCount).toBe(0);
  });
});

describe('unconfirmed intents in a storage', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('outlive a reload: the retry posts the same reference, and the confirmation clears them', async () => {
    const storage = new MemoryStorage();
    const before = setup({ storage });
    await unanswered(before);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toContain('ref-000001');

    const reloaded = setup({ storage, prefix: 'new' });
    const retry = reloaded.client.call(refund, refundOf());
    await flush();
    expect(reloaded.posts()).toEqual(['ref-000001']);
    reloaded.answer('ref-000001', refunded);
    await expect(retry).resolves.toMatchObject({ data: { id: 'tx-2' } });
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();

    leftPending(reloaded.client.call(refund, refundOf()));
    await flush();
    expect(reloaded.posts()).toEqual(['ref-000001', 'new-000001']);
    reloaded.client.dispose();
    before.client.dispose();
  });

  it('are cleared when the session ends', async () => {
    const storage = new MemoryStorage();
    const env = setup({ storage });
    await unanswered(env);
    env.client.endSession();
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
    env.client.dispose();
  });

  it('survive an unreadable storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(UNCONFIRMED_STORAGE_KEY, '{not json');
    const env = setup({ storage });
    leftPending(env.client.call(refund, refundOf()));
    await flush();
    expect(env.posts()).toEqual(['ref-000001']);
    env.client.dispose();
  });
});

describe('unconfirmed intents restored after a reload', () => {
  let storage: MemoryStorage;
  let before: Env;
  let env: Env | undefined;

  /**
   * The page reloads: its client is gone (without ending the session), the tab's storage and the server stay,
   * and a new client starts the session over them. Its `lookups()` count from then on.
   */
  function reload(options: { listen?: boolean } = {}): Env {
    const kept = storage.getItem(UNCONFIRMED_STORAGE_KEY);
    before.client.dispose();
    if (kept !== null) storage.setItem(UNCONFIRMED_STORAGE_KEY, kept);
    const askedBefore = before.lookups();
    const reloaded = setup({ storage, provider: before.provider, prefix: 'new', ...options });
    env = { ...reloaded, lookups: () => reloaded.lookups() - askedBefore };
    return env;
  }

  /** The answer store holds its reply to the next lookup until `release()`. */
  function holdNextLookup(reply: { answers?: unknown[]; pending?: string[]; unknown?: string[] }) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    before.provider.once('POST', '/api/answers', async () => {
      await held;
      return json(200, { answers: [], pending: [], unknown: [], ...reply });
    });
    return release;
  }

  beforeEach(async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    storage = new MemoryStorage();
    before = setup({ storage });
    await unanswered(before);
    env = undefined;
  });
  afterEach(() => {
    (env ?? before).client.dispose();
    vi.useRealTimers();
  });

  it('are looked up once the session starts, and their answer reported as an outcome without any call', async () => {
    before.provider.keep('ref-000001', 'transactions/refund', refunded);
    const env = reload();
    await flush();
    expect(env.outcomes).toEqual([
      {
        ok: true,
        action: refund,
        requestReference: 'ref-000001',
        answer: expect.objectContaining({ data: expect.objectContaining({ id: 'tx-2' }) }),
      },
    ]);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
    expect(env.client.pendingCount).toBe(0);
    // Only the post from before the reload.
    expect(env.posts()).toEqual(['ref-000001']);
  });

  it('are looked up again, less and less often, while the server says pending', async () => {
    const env = reload();
    await flush();
    expect(env.lookups()).toBe(1);
    const first = UNCONFIRMED_CHECK_FIRST_INTERVAL_MS;
    await vi.advanceTimersByTimeAsync(first);
    expect(env.lookups()).toBe(2);
    env.provider.keep('ref-000001', 'transactions/refund', refunded);
    // The wait doubles: the next lookup comes twice as long after.
    await vi.advanceTimersByTimeAsync(first * 2 - PENDING_SWEEP_INTERVAL_MS);
    expect(env.lookups()).toBe(2);
    expect(env.outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(PENDING_SWEEP_INTERVAL_MS);
    await flush();
    expect(env.lookups()).toBe(3);
    expect(env.outcomes).toMatchObject([{ ok: true, requestReference: 'ref-000001' }]);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
  });

  it('are settled by a pushed answer, an error answer as a failed outcome', async () => {
    const env = reload();
    await flush();
    env.answer('ref-000001', refused);
    await flush();
    expect(env.outcomes).toMatchObject([
      {
        ok: false,
        action: refund,
        requestReference: 'ref-000001',
        error: { kind: 'answer', code: 'amount-exceeds' },
      },
    ]);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
    expect(env.client.pendingCount).toBe(0);
  });

  it('let a retry during the lookup post the same reference and settle it, once', async () => {
    const release = holdNextLookup({
      answers: [
        { requestReference: 'ref-000001', action: 'transactions/refund', document: refunded },
      ],
    });
    const env = reload();
    await flush();
    expect(env.lookups()).toBe(1);
    const retry = env.client.call(refund, refundOf());
    await flush();
    expect(env.posts()).toEqual(['ref-000001', 'ref-000001']);
    release();
    await expect(retry).resolves.toMatchObject({ data: { id: 'tx-2' } });
    // Its caller has the answer: no outcome, and the pushed copy finds nothing left to settle.
    env.answer('ref-000001', refunded);
    await flush();
    expect(env.outcomes).toEqual([]);
    expect(env.client.metrics).toMatchObject({ settled: 1, ignored: 1 });
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
  });

  it('keep a retry acknowledged after a lookup that found the reference unknown', async () => {
    // The post before the reload never arrived: the server did not know the reference when asked.
    const release = holdNextLookup({ unknown: ['ref-000001'] });
    const env = reload();
    await flush();
    expect(env.lookups()).toBe(1);
    const retry = env.client.call(refund, refundOf());
    await flush();
    release();
    await flush();
    expect(env.client.pendingCount).toBe(1);
    env.answer('ref-000001', refunded);
    await expect(retry).resolves.toMatchObject({ data: { id: 'tx-2' } });
    expect(env.outcomes).toEqual([]);
    expect(env.posts()).toEqual(['ref-000001', 'ref-000001']);
  });

  it('are kept while the server does not know them, until it could no longer, and never reported failed', async () => {
    before.provider.on('POST', '/api/answers', () =>
      json(200, { answers: [], pending: [], unknown: ['ref-000001'] }),
    );
    const env = reload();
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    // Looked up at 0, 5, 15 and 35 s.
    expect(env.lookups()).toBe(4);
    expect(env.client.unconfirmedCount).toBe(1);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toContain('ref-000001');
    vi.setSystemTime(Date.now() + ANSWER_RETENTION_MS);
    await vi.advanceTimersByTimeAsync(PENDING_SWEEP_INTERVAL_MS);
    expect(env.client.pendingCount).toBe(0);
    expect(storage.getItem(UNCONFIRMED_STORAGE_KEY)).toBeNull();
    expect(env.outcomes).toEqual([]);
  });

  it('wait for the session: the answer store knows only its references', async () => {
    const kept = storage.getItem(UNCONFIRMED_STORAGE_KEY);
    before.client.dispose();
    storage.setItem(UNCONFIRMED_STORAGE_KEY, kept!);
    const asked = before.lookups();
    const client = new ApiClient({
      fetch: before.provider.fetch,
      push: new FakeSocket(),
      visibility: false,
      unconfirmedStorage: storage,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(before.lookups()).toBe(asked);
    expect(client.pendingCount).toBe(0);
    client.dispose();
  });

  it('hold an outcome found before anyone listens for the first listener', async () => {
    before.provider.keep('ref-000001', 'transactions/refund', refunded);
    const env = reload({ listen: false });
    await flush();
    expect(env.client.pendingCount).toBe(0);
    env.listenToOutcomes();
    expect(env.outcomes).toMatchObject([{ ok: true, requestReference: 'ref-000001' }]);
    const later: ActionOutcome[] = [];
    env.client.events.on('outcome', (outcome) => later.push(outcome));
    expect(later).toEqual([]);
  });
});
