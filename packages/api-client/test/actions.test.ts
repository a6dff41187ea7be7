import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_ITEMS_VALIDATED_PER_TASK,
  ANSWER_OVERDUE_MS,
  MAX_ANSWERS_PER_TASK,
  PENDING_SWEEP_INTERVAL_MS,
  isApiError,
  mailbox,
  main,
  type ApiError,
  type Notice,
} from '../src/index';
import { errors, flush, rejection } from './fakes';
import { CHANNEL, sessionClient } from './session';

const user = (id: string) => ({
  data: {
    type: 'user',
    id,
    attributes: { email: `${id}@paydesk.test`, name: null, twoFaEnabled: false },
  },
});
const topics = (subject: string) => ({
  data: [
    {
      type: 'topic',
      id: `t-${subject}`,
      attributes: {
        subject,
        status: 'pending',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
        messageCount: 1,
      },
      relationships: { resource: { data: { type: 'resource', id: 'org-1' } } },
    },
  ],
  meta: { page: { size: 200, after: null } },
});
const topicsPayload = {
  data: { type: 'list-request' as const, attributes: { resourceId: 'org-1', page: { size: 200 } } },
};

function setup() {
  const notices: Notice[] = [];
  const env = sessionClient({
    beforeStart: (client) => client.events.on('notice', (notice) => notices.push(notice)),
  });
  const answer = (reference: string, document: unknown, action = 'users/me') =>
    env.answer(reference, document, action);
  return { ...env, notices, answer };
}

describe('action calls', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });
  afterEach(() => env.client.dispose());

  it('posts the envelope with credentials and the JSON:API media type', async () => {
    const call = env.client.call(main.actions['resources/get'], { id: 'org-1' });
    await flush();
    const post = env.provider.requests.at(-1)!;
    expect(post.path).toBe('/api/main');
    expect(post.credentials).toBe('include');
    expect(post.headers['content-type']).toBe('application/vnd.api+json');
    expect(post.body).toEqual({
      data: { requestReference: 'ref-000001', action: 'resources/get', id: 'org-1' },
    });
    env.answer('ref-000001', {
      data: {
        type: 'resource',
        id: 'org-1',
        attributes: { resourceType: 'organization', name: 'Acme Retail' },
        relationships: { parent: { data: { type: 'resource', id: 'm-1' } } },
      },
    });
    await expect(call).resolves.toMatchObject({
      data: { id: 'org-1', attributes: { name: 'Acme Retail' } },
    });
  });

  it('matches answers pushed in any order by requestReference', async () => {
    const calls = Array.from({ length: 5 }, () => env.client.call(main.actions['users/me']));
    await flush();
    for (const index of [3, 0, 4, 2, 1]) env.answer(`ref-00000${index + 1}`, user(`u${index}`));
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.data.id)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    expect(env.client.pendingCount).toBe(0);
  });

  it('rejects with a typed error when the answer carries errors', async () => {
    const call = env.client.call(main.actions['organizations/create'], {
      payload: {
        data: {
          type: 'organization',
          attributes: { name: 'Acme', number: '1' },
          relationships: { merchant: { data: { type: 'resource', id: 'm-1' } } },
        },
      },
    });
    await flush();
    env.answer(
      'ref-000001',
      {
        errors: [
          {
            title: 'Name already taken',
            code: 'taken',
            source: { pointer: '/data/attributes/name' },
          },
          {
            title: 'Number is invalid',
            code: 'invalid',
            source: { pointer: '/data/attributes/number' },
          },
        ],
      },
      'organizations/create',
    );
    const error = await rejection(call);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'answer',
      code: 'taken',
      titles: ['Name already taken', 'Number is invalid'],
    });
    expect(error.fieldErrors()).toEqual({
      name: ['Name already taken'],
      number: ['Number is invalid'],
    });
    expect(env.notices).toEqual([]);
  });

  it('raises a server-error notice when the first error code is 500', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.answer('ref-000001', {
      errors: [{ title: 'Some error occurred. Please try again later', code: 500 }],
    });
    const error = await rejection(call);
    expect(error).toMatchObject({ code: '500', notified: true });
    expect(env.notices).toEqual([
      expect.objectContaining({
        kind: 'server-error',
        titles: ['Some error occurred. Please try again later'],
      }),
    ]);
  });

  it('rejects an answer that does not match the schema', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.answer('ref-000001', {
      data: { type: 'user', id: 'u1', attributes: { email: 'not an email' } },
    });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-answer' });
  });

  it('ignores duplicate and late answers', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.answer('ref-000001', user('first'));
    env.answer('ref-000001', user('duplicate'));
    env.answer('ref-999999', user('unknown'));
    await expect(call).resolves.toMatchObject({ data: { id: 'first' } });
    expect(env.client.metrics).toMatchObject({ settled: 1, ignored: 2 });
  });

  it('validates a long list answer over several tasks, ignoring a second copy meanwhile', async () => {
    const call = env.client.call(mailbox.actions['topics/list'], { payload: topicsPayload });
    await flush();
    const [topic] = topics('Payout delayed').data;
    const many = {
      data: Array.from({ length: ANSWER_ITEMS_VALIDATED_PER_TASK * 3 }, (_, index) => ({
        ...topic,
        id: `t-${index}`,
      })),
      meta: { page: { size: 200, after: null } },
    };
    env.answer('ref-000001', many, 'topics/list');
    env.answer('ref-000001', many, 'topics/list');
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    const answer = await call;
    expect(answer.data).toHaveLength(ANSWER_ITEMS_VALIDATED_PER_TASK * 3);
    expect(answer.data.at(-1)?.id).toBe(`t-${ANSWER_ITEMS_VALIDATED_PER_TASK * 3 - 1}`);
    expect(env.client.metrics).toMatchObject({ settled: 1, ignored: 1 });
    expect(env.client.pendingCount).toBe(0);
  });

  it('lets a later call of an ignorable kind replace the earlier one', async () => {
    const older = env.client.call(mailbox.actions['topics/list'], { payload: topicsPayload });
    const newer = env.client.call(mailbox.actions['topics/list'], { payload: topicsPayload });
    const otherKind = env.client.call(
      mailbox.actions['topics/list'],
      { payload: topicsPayload },
      { kind: 'badge' },
    );
    await flush();
    expect(env.client.pendingCount).toBe(2);
    // The older answer arrives last-but-not-least: it matches nothing any more.
    env.answer('ref-000002', topics('newer'), 'topics/list');
    env.answer('ref-000001', topics('older'), 'topics/list');
    env.answer('ref-000003', topics('badge'), 'topics/list');
    const [olderAnswer, newerAnswer, otherAnswer] = await Promise.all([older, newer, otherKind]);
    expect(olderAnswer.data[0]?.attributes.subject).toBe('newer');
    expect(newerAnswer.data[0]?.attributes.subject).toBe('newer');
    expect(otherAnswer.data[0]?.attributes.subject).toBe('badge');
    expect(env.client.metrics.ignored).toBe(1);
  });

  it('fetches an answer above the push limit when notified', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.provider.keep('ref-000001', 'users/me', user('large'));
    env.socket.push(CHANNEL, 'answer-stored', {
      requestReference: 'ref-000001',
      action: 'users/me',
      size: 20_000,
    });
    await expect(call).resolves.toMatchObject({ data: { id: 'large' } });
    expect(env.provider.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/answers/ref-000001',
    });
  });

  it('fetches every pending answer when the subscription succeeds again', async () => {
    const calls = [
      env.client.call(main.actions['users/me']),
      env.client.call(main.actions['users/me']),
    ];
    await flush();
    env.provider.keep('ref-000001', 'users/me', user('a'));
    env.provider.keep('ref-000002', 'users/me', user('b'));
    env.socket.drop();
    env.socket.open();
    await expect(Promise.all(calls)).resolves.toMatchObject([
      { data: { id: 'a' } },
      { data: { id: 'b' } },
    ]);
    const lookup = env.provider.requests.find((request) => request.path === '/api/answers');
    expect(lookup?.body).toEqual({ requestReferences: ['ref-000001', 'ref-000002'] });
  });

  it('retries a post that hit a network error with the same reference', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      env.provider.once('POST', '/api/main', () => {
        throw new TypeError('Failed to fetch');
      });
      const call = env.client.call(main.actions['users/me']);
      await flush();
      await vi.advanceTimersByTimeAsync(ANSWER_OVERDUE_MS);
      await flush();
      const posts = env.provider.actionPosts();
      expect(posts.map((post) => post.requestReference)).toEqual(['ref-000001', 'ref-000001']);
      env.answer('ref-000001', user('u1'));
      await expect(call).resolves.toMatchObject({ data: { id: 'u1' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects at once when the provider refuses the post', async () => {
    env.provider.once('POST', '/api/main', () =>
      errors(403, { title: 'You are not allowed to perform this action', code: 'forbidden' }),
    );
    await expect(env.client.call(main.actions['users/me'])).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      titles: ['You are not allowed to perform this action'],
    });
    expect(env.notices).toEqual([]);
    expect(env.client.pendingCount).toBe(0);
  });

  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const call = env.client.call(main.actions['users/me'], {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(env.client.pendingCount).toBe(0);
  });
});

describe('the sweep', () => {
  let env: ReturnType<typeof setup>;
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

  it('times calls out with one interval timer, not one per call', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const calls = Array.from({ length: 50 }, (_, index) =>
      env.client
        .call(main.actions['users/me'], {}, { timeoutMs: index < 25 ? 2_000 : 60_000 })
        .catch((e: ApiError) => e),
    );
    await flush();
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(env.client.pendingCount).toBe(25);
    const settled = await Promise.all(calls.slice(0, 25));
    expect(settled.every((error) => (error as ApiError).kind === 'timeout')).toBe(true);
    setIntervalSpy.mockRestore();
  });

  it('stops the sweep timer when nothing is pending', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.answer('ref-000001', user('u1'));
    await call;
    await vi.advanceTimersByTimeAsync(PENDING_SWEEP_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fetches an overdue answer over HTTP', async () => {
    const call = env.client.call(main.actions['users/me']);
    await flush();
    env.provider.keep('ref-000001', 'users/me', user('kept'));
    await vi.advanceTimersByTimeAsync(ANSWER_OVERDUE_MS + PENDING_SWEEP_INTERVAL_MS);
    await flush();
    await expect(call).resolves.toMatchObject({ data: { id: 'kept' } });
    expect(env.client.metrics.fetched).toBe(1);
  });

  it('rejects an acknowledged call the provider no longer knows', async () => {
    const call = env.client.call(main.actions['users/me']).catch((e: ApiError) => e);
    await flush();
    env.provider.on('POST', '/api/answers', () =>
      Response.json({ answers: [], pending: [], unknown: ['ref-000001'] }),
    );
    await vi.advanceTimersByTimeAsync(ANSWER_OVERDUE_MS + PENDING_SWEEP_INTERVAL_MS);
    await flush();
    await expect(call).resolves.toMatchObject({ kind: 'lost', status: 404 });
  });
});

describe('answer bursts', () => {
  it(`settles at most ${MAX_ANSWERS_PER_TASK} answers per task`, async () => {
    const env = setup();
    const count = MAX_ANSWERS_PER_TASK * 2 + 500;
    const calls = Array.from({ length: count }, () => env.client.call(main.actions['users/me']));
    await flush(5);
    for (let index = 1; index <= count; index += 1) {
      env.answer(`ref-${String(index).padStart(6, '0')}`, user(`u${index}`));
    }
    // Still inside the pushing task: only the first batch is settled.
    expect(env.client.pendingCount).toBe(count - MAX_ANSWERS_PER_TASK);
    await Promise.all(calls);
    expect(env.client.metrics.maxAnswersPerTask).toBe(MAX_ANSWERS_PER_TASK);
    env.client.dispose();
  }, 60_000);
});
