import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_HEADER,
  ApiClient,
  BROADCASTING_AUTH_TIMEOUT_MS,
  SET_TWO_FA_CHANNEL_PREFIX,
  main,
  routes,
  type Notice,
  type VisibilitySource,
} from '../src/index';
import { FakeProvider, FakeSocket, errors, flush, json, rejection } from './fakes';

const signinOk = {
  data: {
    type: 'access-token',
    id: 'at-1',
    attributes: { status: 'ok', accessToken: '', identityId: 'i-1', wsChannel: 'session.abc' },
    relationships: { identities: { data: [{ type: 'identity', id: 'i-1' }] } },
  },
  included: [
    {
      type: 'identity',
      id: 'i-1',
      attributes: {
        name: 'Acme Commerce',
        email: 'admin@paydesk.test',
        status: 'active',
        lastLoginAt: null,
        twoFaEnabled: false,
      },
      relationships: {
        user: { data: { type: 'user', id: 'u-1' } },
        merchant: { data: { type: 'resource', id: 'm-1' } },
      },
    },
  ],
};

let client: ApiClient | undefined;
afterEach(() => {
  client?.dispose();
  client = undefined;
  vi.useRealTimers();
});

function setup(visibility?: VisibilitySource) {
  const provider = new FakeProvider();
  const socket = new FakeSocket();
  client = new ApiClient({ fetch: provider.fetch, push: socket, visibility: visibility ?? false });
  const notices: Notice[] = [];
  client.events.on('notice', (notice) => notices.push(notice));
  return { provider, socket, client, notices };
}

describe('sign-in calls', () => {
  it('posts each step with its type and parses the identity login response', async () => {
    const { provider, client } = setup();
    provider.on('POST', routes.signin, () => json(200, signinOk));
    const answer = await client.signIn({
      email: 'admin@paydesk.test',
      password: 'Paydesk-demo-1',
      isTrustedDevice: true,
      setAuthCookie: true,
    });
    expect(answer.data.attributes).toEqual({
      status: 'ok',
      accessToken: '',
      identityId: 'i-1',
      wsChannel: 'session.abc',
    });
    expect(answer.included?.[0]?.attributes.name).toBe('Acme Commerce');
    await client.confirmTwoFa({ accessToken: 't', code: '123456' });
    await client.selectIdentity({ accessToken: 't', identityId: 'i-1' });
    expect(
      provider.requests.map((request) => (request.body as { data: { type: string } }).data.type),
    ).toEqual(['access-token-login', 'access-token-2fa-confirm', 'access-token-identity-select']);
    expect(provider.requests.every((request) => request.credentials === 'include')).toBe(true);
  });

  it('refuses a malformed body before sending it', async () => {
    const { provider, client } = setup();
    await expect(client.confirmTwoFa({ accessToken: 't', code: '12345' })).rejects.toThrow(
      'Incorrect 2FA verification code',
    );
    expect(provider.requests).toEqual([]);
  });

  it('passes a wrong password to the caller with its title', async () => {
    const { provider, client, notices } = setup();
    provider.on('POST', routes.signin, () =>
      errors(422, { title: 'Incorrect login or password', code: 'invalid-credentials' }),
    );
    const error = await rejection(
      client.signIn({
        email: 'a@paydesk.test',
        password: 'x',
        isTrustedDevice: false,
        setAuthCookie: true,
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid-credentials',
      titles: ['Incorrect login or password'],
    });
    expect(notices).toEqual([]);
  });

  it('signs out, ends the session and rejects pending calls', async () => {
    const { provider, socket, client } = setup();
    provider.on('DELETE', routes.signout, () => new Response(null, { status: 204 }));
    client.startSession('session.abc');
    socket.open();
    const pending = client.call(main.actions['users/me']);
    await flush();
    await client.signOut();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(client.connectionState).toBe('disconnected');
    expect(client.channel).toBeUndefined();
  });
});

describe('broadcasting auth', () => {
  it('returns the signature', async () => {
    const { provider, client } = setup();
    provider.on('POST', routes.broadcastingAuth, (request) => {
      expect(request.body).toEqual({ socket_id: '1.2', channel_name: 'private-session.abc' });
      return json(200, { auth: 'key:signature' });
    });
    await expect(client.authorizeChannel('1.2', 'private-session.abc')).resolves.toEqual({
      auth: 'key:signature',
    });
  });

  it('signs the user out on a bad request', async () => {
    const { provider, client, notices } = setup();
    const signedOut = vi.fn();
    client.events.on('signedOut', signedOut);
    provider.on('POST', routes.broadcastingAuth, () =>
      errors(400, { title: 'Bad channel', code: 'bad-request' }),
    );
    await rejection(client.authorizeChannel('1.2', 'private-session.abc'));
    expect(signedOut).toHaveBeenCalledWith({ reason: 'auth-rejected' });
    expect(notices).toEqual([]);
  });

  it(`signs the user out when auth takes longer than ${BROADCASTING_AUTH_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { provider, client } = setup();
    const signedOut = vi.fn();
    client.events.on('signedOut', signedOut);
    provider.on('POST', routes.broadcastingAuth, () => new Promise<Response>(() => {}));
    const failure = rejection(client.authorizeChannel('1.2', 'private-session.abc'));
    await vi.advanceTimersByTimeAsync(BROADCASTING_AUTH_TIMEOUT_MS - 1);
    expect(signedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ kind: 'timeout' });
    expect(signedOut).toHaveBeenCalledWith({ reason: 'auth-timeout' });
  });

  it('reports other failures without signing out', async () => {
    const { provider, client, notices } = setup();
    const signedOut = vi.fn();
    client.events.on('signedOut', signedOut);
    provider.on('POST', routes.broadcastingAuth, () =>
      errors(503, { title: 'Unavailable', code: 'unavailable' }),
    );
    await rejection(client.authorizeChannel('1.2', 'private-session.abc'));
    expect(signedOut).not.toHaveBeenCalled();
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'push-auth-failed', message: 'Unavailable' }),
    ]);
  });
});

describe('set-2fa mode', () => {
  it('sends the path token as Access-Token and listens on a channel named from its hash', async () => {
    const { provider, socket, client } = setup();
    await client.startSetTwoFa('token-from-path');
    const hash = createHash('sha256').update('token-from-path').digest('hex');
    expect(client.channel).toBe(`${SET_TWO_FA_CHANNEL_PREFIX}${hash}`);
    expect([...socket.channels.keys()]).toEqual([`${SET_TWO_FA_CHANNEL_PREFIX}${hash}`]);
    expect(client.channel).not.toContain('token-from-path');
    const call = client.call(main.actions['users/createTwoFaSecret'], {
      payload: { data: { type: '2fa-secret-create', attributes: {} } },
    });
    await flush();
    expect(provider.requests.at(-1)?.headers[ACCESS_TOKEN_HEADER.toLowerCase()]).toBe(
      'token-from-path',
    );
    socket.open();
    socket.push(client.channel!, 'answer', {
      requestReference: provider.actionPosts()[0]!.requestReference,
      action: 'users/createTwoFaSecret',
      document: {
        data: {
          type: '2fa-secret',
          id: 's-1',
          attributes: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Paydesk?secret=JBSWY3DPEHPK3PXP',
          },
        },
      },
    });
    await expect(call).resolves.toMatchObject({
      data: { attributes: { secret: 'JBSWY3DPEHPK3PXP' } },
    });
    client.endSession();
    await client.resetPassword({ email: 'a@paydesk.test' }).catch(() => undefined);
    expect(provider.requests.at(-1)?.headers[ACCESS_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe('answers before the subscription', () => {
  const me = {
    data: {
      type: 'user',
      id: 'u-1',
      attributes: { email: 'a@paydesk.test', name: null, twoFaEnabled: false },
    },
  };
  const org = {
    data: {
      type: 'resource',
      id: 'org-1',
      attributes: { resourceType: 'organization', name: 'Acme Retail' },
      relationships: { parent: { data: { type: 'resource', id: 'm-1' } } },
    },
  };

  /**
   * A session whose socket is still connecting: no answer can be pushed yet. The sweep's timer never fires, so no
   * overdue lookup (ANSWER_OVERDUE_MS later) can stand in for the lookups under test.
   */
  function connecting() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const provider = new FakeProvider();
    const socket = new FakeSocket();
    let sequence = 0;
    client = new ApiClient({
      fetch: provider.fetch,
      push: socket,
      visibility: false,
      newReference: () => `ref-${++sequence}`,
    });
    client.startSession('session.abc');
    const lookups = () =>
      provider.requests
        .filter((request) => request.path === routes.answers)
        .map((request) => (request.body as { requestReferences: string[] }).requestReferences);
    return { provider, socket, client, lookups };
  }

  it('looks up the calls posted before the subscription together, once all are acknowledged', async () => {
    const { provider, socket, client, lookups } = connecting();
    provider.keep('ref-1', 'users/me', me);
    provider.keep('ref-2', 'resources/get', org);
    const user = client.call(main.actions['users/me']);
    const resource = client.call(main.actions['resources/get'], { id: 'org-1' });
    await expect(user).resolves.toMatchObject({ data: { id: 'u-1' } });
    await expect(resource).resolves.toMatchObject({ data: { id: 'org-1' } });
    expect(lookups()).toEqual([['ref-1', 'ref-2']]);
    expect(socket.state).toBe('connecting');
    expect(client.channelSubscribed).toBe(false);
  });

  it('fetches an answer not ready at that lookup when the subscription succeeds', async () => {
    const { provider, socket, client, lookups } = connecting();
    const user = client.call(main.actions['users/me']);
    await flush();
    expect(lookups()).toEqual([['ref-1']]);
    provider.keep('ref-1', 'users/me', me);
    socket.open();
    await expect(user).resolves.toMatchObject({ data: { id: 'u-1' } });
    expect(lookups()).toEqual([['ref-1'], ['ref-1']]);
  });

  it('looks again when the subscription succeeds while that lookup is still on its way', async () => {
    const { provider, socket, client, lookups } = connecting();
    let answerLookup = () => {};
    provider.once(
      'POST',
      routes.answers,
      () =>
        new Promise<Response>((resolve) => {
          answerLookup = () => resolve(json(200, { answers: [], pending: ['ref-1'], unknown: [] }));
        }),
    );
    const user = client.call(main.actions['users/me']);
    await flush();
    // The answer is kept, and would have been pushed, after the server read it for that lookup.
    provider.keep('ref-1', 'users/me', me);
    socket.open();
    await flush();
    answerLookup();
    await expect(user).resolves.toMatchObject({ data: { id: 'u-1' } });
    expect(lookups()).toEqual([['ref-1'], ['ref-1']]);
  });

  it('looks nothing up once answers are pushed', async () => {
    const { provider, socket, client, lookups } = connecting();
    socket.open();
    expect(client.channelSubscribed).toBe(true);
    const user = client.call(main.actions['users/me']);
    await flush();
    socket.push('private-session.abc', 'answer', {
      requestReference: 'ref-1',
      action: 'users/me',
      document: me,
    });
    await expect(user).resolves.toMatchObject({ data: { id: 'u-1' } });
    expect(lookups()).toEqual([]);
    expect(provider.actionPosts()).toHaveLength(1);
  });
});

describe('catching up', () => {
  it('emits reconnected and fetches pending answers after a reconnect', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { provider, socket, client } = setup();
    const reconnected = vi.fn();
    const states: string[] = [];
    client.events.on('reconnected', reconnected);
    client.onConnectionState((state) => states.push(state));
    client.startSession('session.abc');
    socket.open();
    const call = client.call(main.actions['users/me']);
    await flush();
    socket.drop();
    const reference = provider.actionPosts()[0]!.requestReference;
    provider.keep(reference, 'users/me', {
      data: {
        type: 'user',
        id: 'u-1',
        attributes: { email: 'a@paydesk.test', name: null, twoFaEnabled: false },
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    socket.open();
    await flush();
    await expect(call).resolves.toMatchObject({ data: { id: 'u-1' } });
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'connected', 'unavailable', 'connecting', 'connected']);
  });

  it('fetches pending answers and retries the socket when the tab becomes visible', async () => {
    let visible = false;
    const listeners: (() => void)[] = [];
    const { provider, socket, client } = setup({
      isVisible: () => visible,
      onChange: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    });
    client.startSession('session.abc');
    socket.fail();
    const call = client.call(main.actions['users/me']);
    await flush();
    const reference = provider.actionPosts()[0]!.requestReference;
    provider.keep(reference, 'users/me', {
      data: {
        type: 'user',
        id: 'u-2',
        attributes: { email: 'b@paydesk.test', name: 'B', twoFaEnabled: true },
      },
    });
    const connects = socket.connectCalls;
    visible = true;
    for (const listener of listeners) listener();
    await expect(call).resolves.toMatchObject({ data: { id: 'u-2' } });
    expect(socket.connectCalls).toBe(connects + 1);
  });
});

describe('downloads', () => {
  it('streams the blob with progress and saves it under the given name', async () => {
    const { provider, client } = setup();
    const bytes = new Uint8Array(10_000).fill(7);
    provider.on('GET', routes.file('f-1'), () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 4_000));
          controller.enqueue(bytes.slice(4_000));
          controller.close();
        },
      });
      return new Response(stream, {
        headers: { 'Content-Length': String(bytes.byteLength), 'Content-Type': 'application/pdf' },
      });
    });
    const progress: (number | undefined)[] = [];
    const save = vi.fn();
    const blob = await client.download(routes.file('f-1'), {
      fileName: 'statement.pdf',
      onProgress: ({ fraction }) => progress.push(fraction),
      save,
    });
    expect(blob.size).toBe(10_000);
    expect(blob.type).toBe('application/pdf');
    expect(progress).toEqual([0, 0.4, 1]);
    expect(save).toHaveBeenCalledWith(blob, 'statement.pdf');
  });
});
