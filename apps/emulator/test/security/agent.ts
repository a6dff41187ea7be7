/**
 * Sending one call as a caller and reading what came back: an async action (POST, then its kept answer) or a
 * plain HTTP request. Unlike support/actions.ts's act(), a refused acknowledgement is an outcome, not a failure.
 */
import { randomUUID } from 'node:crypto';
import { setTwoFaChannelName } from '@paydesk/api-client';
import { Browser, type TestEmulator } from '../support/emulator.js';
import { act } from '../support/actions.js';
import type { CallerSpec } from './roles.js';

/** success: data handed over or the change made; refused: 401/403/404-style refusal; failed: anything else. */
export type Verdict = 'success' | 'refused' | 'failed';

export interface Outcome {
  verdict: Verdict;
  /** The HTTP status (an action's acknowledgement status when refused there, else 200 for its answer). */
  status: number;
  /** The first error code, when an error came back. */
  code?: string;
  /** The answer document or HTTP body, and its text (for leak checks). */
  body: unknown;
  text: string;
  /** An action's requestReference. */
  requestReference?: string;
}

/** Error codes that refuse without telling more (SPEC §8): unauthorized, forbidden, not found. */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'unauthorized',
  'forbidden',
  'not-found',
  'forbidden-channel',
  'foreign-origin',
  'project-not-found',
  'answer-not-found',
  'token-invalid',
  'token-expired',
  '401',
  '403',
  '404',
]);
const REFUSAL_STATUSES = new Set([401, 403, 404, 410]);

export type Call =
  | {
      kind: 'action';
      area: string;
      action: string;
      id?: string;
      payload?: unknown;
      requestReference?: string;
    }
  /** `raw`: a body sent as bytes (file uploads) instead of JSON. */
  | { kind: 'http'; method: string; path: string; json?: unknown; raw?: string };

export const methodOf = (call: Call) => (call.kind === 'action' ? 'POST' : call.method);

export const action = (
  area: string,
  name: string,
  payload?: unknown,
  id?: string,
  requestReference?: string,
): Call => ({ kind: 'action', area, action: name, payload, id, requestReference });

export const http = (method: string, path: string, json?: unknown): Call => ({
  kind: 'http',
  method,
  path,
  json,
});

/** How long an answer may take (the emulator answers in milliseconds; the machine may be busy). */
const ANSWER_TIMEOUT_MS = 15_000;
const POLL_MS = 3;

function judge(status: number, body: unknown, extraRefusals: readonly string[]): Outcome {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  const errors = (body as { errors?: { code?: unknown }[] } | undefined)?.errors;
  const code = Array.isArray(errors) && errors.length > 0 ? String(errors[0]?.code) : undefined;
  if (code !== undefined || status >= 400) {
    const refused =
      (code !== undefined && (REFUSAL_CODES.has(code) || extraRefusals.includes(code))) ||
      (code === undefined && REFUSAL_STATUSES.has(status));
    return { verdict: refused ? 'refused' : 'failed', status, code, body, text };
  }
  return { verdict: 'success', status, body, text };
}

/** A lookup of kept answers (POST /api/answers) succeeds only when it hands an answer over. */
export const answersHandedOver = (outcome: Outcome): Verdict =>
  outcome.verdict === 'success' &&
  ((outcome.body as { answers?: unknown[] }).answers?.length ?? 0) === 0
    ? 'refused'
    : outcome.verdict;

/** Sends `call` as `browser`; `extraRefusals` are error codes that also count as a refusal for this call. */
export async function send(
  browser: Browser,
  call: Call,
  extraRefusals: readonly string[] = [],
): Promise<Outcome> {
  if (call.kind === 'http') {
    if (call.raw !== undefined) {
      const response = await fetch(`${browser.base}${call.path}`, {
        method: call.method,
        headers: {
          'content-type': 'application/octet-stream',
          cookie: cookieHeader(browser),
          ...browser.headers,
        },
        body: call.raw,
      });
      const text = await response.text();
      return judge(response.status, parse(text), extraRefusals);
    }
    const response = await browser.request(call.method, call.path, call.json);
    return judge(response.status, response.json, extraRefusals);
  }
  const requestReference = call.requestReference ?? randomUUID();
  const ack = await browser.request('POST', `/api/${call.area}`, {
    data: { requestReference, action: call.action, id: call.id, payload: call.payload },
  });
  if (ack.status !== 202)
    return { ...judge(ack.status, ack.json, extraRefusals), requestReference };
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await browser.request('GET', `/api/answers/${requestReference}`);
    if (answer.status === 200) {
      return { ...judge(200, answer.json.document, extraRefusals), requestReference };
    }
    if (answer.status !== 202) return judge(answer.status, answer.json, extraRefusals);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`No answer for ${call.action}`);
}

const cookieHeader = (browser: Browser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A signed-in (or not) caller's browser and what the suites need to know about its session. */
export interface Signed {
  browser: Browser;
  /** The session's identity, when signed in with one. */
  identityId?: string;
  /** The caller's own push channel (a made-up one when it has none). */
  channel: string;
  /** A requestReference whose answer this caller may read (undefined when it cannot post at all). */
  ownReference?: string;
}

interface SignInAnswer {
  data: {
    id: string;
    attributes: { status: string; accessToken: string; wsChannel: string; identityId: string };
  };
  included?: { id: string; attributes: { name: string } }[];
}

/** Email and password, then identity select when asked (`identity` picks by name). */
export async function passwordSignIn(
  url: string,
  email: string,
  identity?: string,
): Promise<{ browser: Browser; answer: SignInAnswer }> {
  const browser = new Browser(url);
  let answer = (await browser.signIn(email)).json as SignInAnswer;
  if (answer.data.attributes.status === 'identity-select') {
    const chosen =
      answer.included?.find((item) => identity && item.attributes.name.includes(identity)) ??
      answer.included?.[0];
    answer = (
      await browser.request('POST', '/api/signin', {
        data: {
          type: 'access-token-identity-select',
          attributes: { accessToken: answer.data.attributes.accessToken, identityId: chosen!.id },
        },
      })
    ).json as SignInAnswer;
  }
  if (answer.data.attributes.status !== 'ok')
    throw new Error(`${email}: ${answer.data.attributes.status}`);
  return { browser, answer };
}

const NO_CHANNEL = 'private-session-none';

/** Obtains the caller's browser as its login says. */
export async function signInAs(emulator: TestEmulator, spec: CallerSpec): Promise<Signed> {
  const url = emulator.url;
  const login = spec.login;
  switch (login.kind) {
    case 'password': {
      const { browser, answer } = await passwordSignIn(url, login.email, login.identity);
      const identityId = (
        await emulator.context.db.get<{ identity_id: string }>(
          'SELECT identity_id FROM sessions WHERE public_id = ?',
          [answer.data.id],
        )
      )?.identity_id;
      const ownReference = (await act(browser, 'main', 'users/me')).requestReference;
      return { browser, identityId, channel: answer.data.attributes.wsChannel, ownReference };
    }
    case 'anonymous':
      return { browser: new Browser(url), channel: NO_CHANNEL };
    case 'junkToken':
      return { browser: new Browser(url, { 'Access-Token': login.token }), channel: NO_CHANNEL };
    case 'forgedCookie': {
      const browser = new Browser(url);
      browser.cookies.set('paydesk_session', randomUUID());
      browser.cookies.set('paydesk_ws_channel', 'private-session-forged');
      return { browser, channel: 'private-session-forged' };
    }
    case 'hijack': {
      // admin@'s real session, replayed with the forged headers.
      const { browser: clean, answer } = await passwordSignIn(url, 'admin@paydesk.test');
      const ownReference = (await act(clean, 'main', 'users/me')).requestReference;
      const browser = new Browser(url, login.headers);
      for (const [name, value] of clean.cookies) browser.cookies.set(name, value);
      return { browser, channel: answer.data.attributes.wsChannel, ownReference };
    }
    case 'setupToken': {
      const control = new Browser(url);
      await control.request('POST', '/api/users/reset-2fa', {
        data: { type: 'reset-2fa', attributes: { email: login.email } },
      });
      const mail = (await control.request('GET', `/__test/mail?to=${login.email}`)).json.data as {
        link: string;
      }[];
      const token = mail.at(-1)!.link.split('/').at(-1)!;
      const browser = new Browser(url, { 'Access-Token': token });
      const ownReference = (await act(browser, 'main', 'users/me')).requestReference;
      return { browser, channel: await setTwoFaChannelName(token), ownReference };
    }
    case 'pendingStep': {
      const browser = new Browser(url);
      const step = await browser.signIn(login.email);
      if (step.json.data.attributes.status === 'ok') throw new Error(`${login.email} signed in`);
      return { browser, channel: NO_CHANNEL };
    }
  }
}
