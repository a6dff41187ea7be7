import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiClient,
  NOT_ALLOWED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  UNAUTHORIZED_RECHECK_DEBOUNCE_MS,
  main,
  parseRetryAfter,
  routes,
  type Notice,
} from '../src/index';
import { FakeProvider, FakeSocket, errors, flush, json, rejection } from './fakes';

const fakeTimers = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });

function setup() {
  const provider = new FakeProvider();
  const socket = new FakeSocket();
  const client = new ApiClient({ fetch: provider.fetch, push: socket, visibility: false });
  const notices: Notice[] = [];
  const expired = vi.fn();
  client.events.on('notice', (notice) => notices.push(notice));
  client.events.on('sessionExpired', expired);
  return { provider, socket, client, notices, expired };
}

describe('401', () => {
  beforeEach(fakeTimers);
  afterEach(() => vi.useRealTimers());

  it('makes one debounced users/me recheck for many parallel 401s, then sessionExpired', async () => {
    const env = setup();
    env.provider.on('GET', routes.projectDetails('p1'), () =>
      errors(401, { title: 'Unauthorized', code: '401' }),
    );
    env.provider.on('GET', routes.self, () => errors(401, { title: 'Unauthorized', code: '401' }));
    const failures = Array.from({ length: 20 }, () => rejection(env.client.projectDetails('p1')));
    await flush();
    expect((await Promise.all(failures)).every((error) => error.status === 401)).toBe(true);
    const selfChecks = () =>
      env.provider.requests.filter((request) => request.path === routes.self).length;
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RECHECK_DEBOUNCE_MS - 1);
    expect(selfChecks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(selfChecks()).toBe(1);
    expect(env.expired).toHaveBeenCalledTimes(1);
    expect(env.expired).toHaveBeenCalledWith({ path: routes.projectDetails('p1') });
    // Further 401s after expiry do not recheck again until a new session starts.
    await rejection(env.client.projectDetails('p1'));
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RECHECK_DEBOUNCE_MS * 2);
    expect(selfChecks()).toBe(1);
    env.client.dispose();
  });

  it('does not expire the session when the recheck succeeds', async () => {
    const env = setup();
    env.provider.once('GET', routes.projectDetails('p1'), () =>
      errors(401, { title: 'Unauthorized', code: '401' }),
    );
    await rejection(env.client.projectDetails('p1'));
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RECHECK_DEBOUNCE_MS);
    await flush();
    expect(env.provider.requests.filter((request) => request.path === routes.self)).toHaveLength(1);
    expect(env.expired).not.toHaveBeenCalled();
    env.client.dispose();
  });
});

describe('429', () => {
  beforeEach(fakeTimers);
  afterEach(() => vi.useRealTimers());

  it('raises the notice and holds every request until Retry-After', async () => {
    const env = setup();
    env.provider.on('POST', routes.resetPassword, () => new Response(null, { status: 204 }));
    env.provider.once('POST', routes.signUp, () =>
      json(429, { errors: [{ title: 'Too many requests', code: '429' }] }, { 'Retry-After': '3' }),
    );
    const refused = await rejection(env.client.signUp({ email: 'a@paydesk.test' }));
    expect(refused).toMatchObject({
      status: 429,
      retryAfterMs: 3_000,
      notified: true,
      message: RATE_LIMITED_MESSAGE,
    });
    expect(env.notices).toEqual([
      { kind: 'rate-limited', message: RATE_LIMITED_MESSAGE, retryAfterMs: 3_000 },
    ]);

    let done = false;
    const held = env.client.resetPassword({ email: 'a@paydesk.test' }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(env.provider.requests.map((request) => request.path)).toEqual([routes.signUp]);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await held;
    expect(env.provider.requests.map((request) => request.path)).toEqual([
      routes.signUp,
      routes.resetPassword,
    ]);
    expect(env.notices).toHaveLength(1);
    env.client.dispose();
  });

  it('re-posts an action after Retry-After with the same requestReference', async () => {
    const env = setup();
    env.client.startSession('s1');
    env.socket.open();
    env.provider.once(
      'POST',
      '/api/main',
      () =>
        new Response(JSON.stringify({ errors: [{ title: 'Too many requests', code: '429' }] }), {
          status: 429,
          headers: { 'Retry-After': '2' },
        }),
    );
    const call = env.client.call(main.actions['users/me']);
    await flush();
    expect(env.provider.actionPosts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await flush();
    const posts = env.provider.actionPosts();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.requestReference).toBe(posts[0]?.requestReference);
    env.socket.push('private-s1', 'answer', {
      requestReference: posts[0]!.requestReference,
      action: 'users/me',
      document: {
        data: {
          type: 'user',
          id: 'u1',
          attributes: { email: 'a@paydesk.test', name: null, twoFaEnabled: true },
        },
      },
    });
    await expect(call).resolves.toMatchObject({ data: { id: 'u1' } });
    env.client.dispose();
  });
});

describe('403, 500 and the rest', () => {
  it('raises a not-allowed notice for a 403 on a file path only', async () => {
    const env = setup();
    env.provider.on('GET', /^\/api\/files\//, () =>
      errors(403, { title: 'Forbidden', code: '403' }),
    );
    env.provider.on('GET', routes.projectDetails('p1'), () =>
      errors(403, { title: 'No rights to access project details', code: 'forbidden' }),
    );
    const fileError = await rejection(
      env.client.download(routes.file('f1'), { fileName: 'a.pdf', save: false }),
    );
    expect(fileError).toMatchObject({ status: 403, notified: true });
    const otherError = await rejection(env.client.projectDetails('p1'));
    expect(otherError).toMatchObject({
      status: 403,
      notified: false,
      titles: ['No rights to access project details'],
    });
    expect(env.notices).toEqual([
      {
        kind: 'not-allowed',
        message: NOT_ALLOWED_MESSAGE,
        action: 'files/read',
        path: routes.file('f1'),
      },
    ]);
    env.client.dispose();
  });

  it('raises a server-error notice when the first error code is 500 and passes others to the caller', async () => {
    const env = setup();
    env.provider.once('POST', routes.signUp, () =>
      errors(400, { title: 'Email is invalid', code: '5000' }),
    );
    expect(await rejection(env.client.signUp({ email: 'a@paydesk.test' }))).toMatchObject({
      status: 400,
      notified: false,
    });
    expect(env.notices).toEqual([]);
    env.provider.once('POST', routes.signUp, () =>
      json(500, {
        errors: [
          { title: 'Some error occurred. Please try again later', code: 500 },
          { title: 'x', code: 'y' },
        ],
      }),
    );
    expect(await rejection(env.client.signUp({ email: 'a@paydesk.test' }))).toMatchObject({
      status: 500,
      code: '500',
      notified: true,
    });
    expect(env.notices).toEqual([
      expect.objectContaining({
        kind: 'server-error',
        titles: ['Some error occurred. Please try again later', 'x'],
      }),
    ]);
    env.client.dispose();
  });

  it('reads a status without a JSON:API body', async () => {
    const env = setup();
    env.provider.once(
      'GET',
      routes.projectDetails('p1'),
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(await rejection(env.client.projectDetails('p1'))).toMatchObject({
      kind: 'http',
      status: 502,
      titles: ['Bad Gateway'],
      code: '502',
    });
    env.client.dispose();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and falls back to a second', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:07 GMT', now)).toBe(7_000);
    expect(parseRetryAfter(null, now)).toBe(1_000);
    expect(parseRetryAfter('soon', now)).toBe(1_000);
  });
});
