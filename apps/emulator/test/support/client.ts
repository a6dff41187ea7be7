import { createApiClient, type ApiClient, type Notice } from '@paydesk/api-client';
import type { TestEmulator } from './emulator.js';
import { DEMO_PASSWORD } from './emulator.js';

/** A fetch that keeps cookies like a browser would (Node's fetch has no cookie jar). */
export function cookieFetch(): typeof fetch & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  const wrapped = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      const cleared =
        value === '' || attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (cleared) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }) as typeof fetch & { jar: Map<string, string> };
  wrapped.jar = jar;
  return wrapped;
}

export interface TestClient {
  api: ApiClient;
  fetch: ReturnType<typeof cookieFetch>;
  notices: Notice[];
  expired: string[];
}

/** The real api-client (pusher-js included) pointed at the emulator, not yet signed in. */
export function newClient(
  emulator: TestEmulator,
  options: { actionTimeoutMs?: number } = {},
): TestClient {
  const jarFetch = cookieFetch();
  const port = Number(new URL(emulator.url).port);
  const api = createApiClient({
    baseUrl: emulator.url,
    fetch: jarFetch,
    push: {
      key: emulator.context.config.pusher.key,
      host: '127.0.0.1',
      port,
      tls: false,
      cluster: 'mt1',
    },
    visibility: false,
    actionTimeoutMs: options.actionTimeoutMs ?? 10_000,
  });
  const notices: Notice[] = [];
  const expired: string[] = [];
  api.events.on('notice', (notice) => notices.push(notice));
  api.events.on('sessionExpired', ({ path }) => expired.push(path));
  return { api, fetch: jarFetch, notices, expired };
}

/** Signs in through the client (choosing the first identity when asked) and listens on the session channel. */
export async function signedIn(
  emulator: TestEmulator,
  email: string,
  options: { actionTimeoutMs?: number } = {},
) {
  const client = newClient(emulator, options);
  let answer = await client.api.signIn({
    email,
    password: DEMO_PASSWORD,
    isTrustedDevice: false,
    setAuthCookie: true,
  });
  if (answer.data.attributes.status === 'identity-select') {
    answer = await client.api.selectIdentity({
      accessToken: answer.data.attributes.accessToken,
      identityId: answer.included![0]!.id,
    });
  }
  if (answer.data.attributes.status !== 'ok')
    throw new Error(`Unexpected status ${answer.data.attributes.status}`);
  client.api.startSession(answer.data.attributes.wsChannel!);
  return client;
}

/**
 * Resolves once the client's session channel is subscribed: only from then on is a notice pushed to it. An answer
 * can come before (looked up over HTTP), so an answer says nothing about the channel.
 */
export async function channelSubscribed(client: TestClient, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!client.api.channelSubscribed) {
    if (Date.now() > deadline) throw new Error('The session channel was not subscribed in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
