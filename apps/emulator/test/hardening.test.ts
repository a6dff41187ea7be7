import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { totpAt, totpStep } from '../src/domain/auth/totp.js';
import { configFromEnv } from '../src/config.js';
import { HostAllowList } from '../src/http/hosts.js';
import { Browser, DEMO_PASSWORD, JSON_API, startEmulator } from './support/emulator.js';
import { firstError } from './support/actions.js';
import { rawRequest } from './support/rawRequest.js';
import { emulatorSuite } from './support/suite.js';
import { TOTP_EMAIL, TOTP_SECRET, wrongTotpCode } from './support/totp.js';

const MINUTE = 60_000;
/** Names every JavaScript object has: none of them is an area or an action. */
const OBJECT_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const suite = emulatorSuite({
  rateLimit: {
    general: { max: 10_000, windowMs: 60_000 },
    signIn: { max: 10_000, windowMs: 60_000 },
  },
});
const { advance } = suite;
const port = () => Number(new URL(suite.emulator.url).port);
const wrongCode = () => wrongTotpCode(suite.emulator);

/** Signs in to totp@ with the right password; answers the 2FA step's token. */
async function passwordStep(b: Browser): Promise<string> {
  const answer = await b.signIn(TOTP_EMAIL);
  expect(answer.json.data.attributes.status).toBe('2fa-required');
  return answer.json.data.attributes.accessToken as string;
}

const confirmCode = (b: Browser, accessToken: string, code: string) =>
  b.request('POST', '/api/signin', {
    data: { type: 'access-token-2fa-confirm', attributes: { accessToken, code } },
  });

describe('2FA lockout across sign-ins', () => {
  it('keeps counting wrong codes when the password is entered again', async () => {
    const b = new Browser(suite.emulator.url);
    const token = await passwordStep(b);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(firstError((await confirmCode(b, token, wrongCode())).json)?.code).toBe(
        'invalid-2fa-code',
      );
    }
    const again = await passwordStep(b);
    const fifth = await confirmCode(b, again, wrongCode());
    expect(fifth.status).toBe(403);
    expect(firstError(fifth.json)?.code).toBe('account-blocked');
    expect(firstError((await b.signIn(TOTP_EMAIL)).json)?.code).toBe('account-blocked');
  });

  it('blocks after 5 wrong codes spread over several password sign-ins', async () => {
    const b = new Browser(suite.emulator.url);
    const answers: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      let token = await passwordStep(b);
      if (attempt % 2 === 1) token = await passwordStep(b);
      answers.push(firstError((await confirmCode(b, token, wrongCode())).json)?.code);
    }
    expect(answers).toEqual([...Array(4).fill('invalid-2fa-code'), 'account-blocked']);
    await advance(29 * MINUTE);
    expect(firstError((await b.signIn(TOTP_EMAIL)).json)?.code).toBe('account-blocked');
    await advance(2 * MINUTE);
    const token = await passwordStep(b);
    const step = totpStep(suite.emulator.context.clock.now());
    const ok = await confirmCode(b, token, totpAt(TOTP_SECRET, step));
    expect(ok.json.data.attributes.status).toBe('ok');
  });

  it('counts wrong codes sent in parallel one by one', async () => {
    const b = new Browser(suite.emulator.url);
    const token = await passwordStep(b);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirmCode(b, token, wrongCode())),
    );
    const refusedAsWrong = answers.filter(
      (answer) => firstError(answer.json)?.code === 'invalid-2fa-code',
    );
    expect(refusedAsWrong.length).toBeLessThanOrEqual(4);
    expect(firstError((await b.signIn(TOTP_EMAIL)).json)?.code).toBe('account-blocked');
  });

  it('forgets wrong codes after a correct one', async () => {
    const b = new Browser(suite.emulator.url);
    const token = await passwordStep(b);
    for (let attempt = 0; attempt < 4; attempt++) await confirmCode(b, token, wrongCode());
    const step = totpStep(suite.emulator.context.clock.now());
    expect(
      (await confirmCode(b, token, totpAt(TOTP_SECRET, step))).json.data.attributes.status,
    ).toBe('ok');
    const later = new Browser(suite.emulator.url);
    const next = await passwordStep(later);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(firstError((await confirmCode(later, next, wrongCode())).json)?.code).toBe(
        'invalid-2fa-code',
      );
    }
  });
});

describe('guesses on signed-in forms', () => {
  /** totp@ signed in with a correct code. */
  async function signedInWithCode(): Promise<Browser> {
    const b = new Browser(suite.emulator.url);
    const token = await passwordStep(b);
    const step = totpStep(suite.emulator.context.clock.now());
    expect((await confirmCode(b, token, totpAt(TOTP_SECRET, step))).status).toBe(200);
    return b;
  }
  const changePassword = (b: Browser, currentPassword: string, twoFaCode: string) =>
    b.request('POST', '/api/users/change-password', {
      data: {
        type: 'change-password',
        attributes: { currentPassword, newPassword: 'Another-pass-2', twoFaCode },
      },
    });

  it('counts wrong 2FA codes on password change toward the lockout and ends the session', async () => {
    const b = await signedInWithCode();
    const answers: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push(firstError((await changePassword(b, DEMO_PASSWORD, wrongCode())).json)?.code);
    expect(answers).toEqual([...Array(4).fill('invalid-2fa-code'), 'account-blocked']);
    expect((await b.request('GET', '/api/users/me')).status).toBe(401);
    expect(firstError((await b.signIn(TOTP_EMAIL)).json)?.code).toBe('account-blocked');
  });

  it('counts wrong current passwords on password change toward the lockout', async () => {
    const b = await signedInWithCode();
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await changePassword(b, 'Wrong-password-1', wrongCode());
      expect(firstError(answer.json)?.code).toBe('invalid-password');
    }
    const fifth = await changePassword(b, 'Wrong-password-1', wrongCode());
    expect(firstError(fifth.json)?.code).toBe('account-blocked');
  });
});

describe('area and action names', () => {
  const post = (area: string, action: string) =>
    suite.control.request('POST', `/api/${area}`, {
      data: { requestReference: randomUUID(), action, payload: {} },
    });

  it.each(OBJECT_NAMES)('answers 404 unknown-action for the area %s', async (name) => {
    const answer = await post(name, 'users/me');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain(JSON_API);
    expect(firstError(answer.json)?.code).toBe('unknown-action');
  });

  it.each(OBJECT_NAMES)('answers 404 unknown-action for the action %s', async (name) => {
    for (const area of ['main', 'mailbox', 'payments', 'payout-requests']) {
      const answer = await post(area, name);
      expect(answer.status).toBe(404);
      expect(firstError(answer.json)?.code).toBe('unknown-action');
    }
  });
});

describe('Host header (DNS rebinding)', () => {
  it('refuses a foreign Host on API paths with 421 and a JSON:API error', async () => {
    const foreign = `rebind.attacker.test:${port()}`;
    const answer = await rawRequest(suite.emulator.url, '/api/push-config', { host: foreign });
    expect(answer.status).toBe(421);
    expect(answer.headers['content-type']).toContain(JSON_API);
    expect(JSON.parse(answer.body.toString()).errors[0].code).toBe('unknown-host');
    const signIn = await rawRequest(
      suite.emulator.url,
      '/api/signin',
      { host: foreign, origin: `http://${foreign}`, 'content-type': JSON_API },
      'POST',
    );
    expect(signIn.status).toBe(421);
  });

  it('refuses a foreign Host on pages too', async () => {
    const page = await rawRequest(suite.emulator.url, '/login', {
      host: `rebind.attacker.test:${port()}`,
    });
    expect(page.status).toBe(421);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses the right name on another port', async () => {
    const status = async (host: string) =>
      (await rawRequest(suite.emulator.url, '/api/push-config', { host })).status;
    expect(await status('127.0.0.1:1')).toBe(421);
    expect(await status('127.0.0.1')).toBe(421);
  });

  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])(
    'answers to the loopback name %s with the listening port',
    async (name) => {
      const answer = await rawRequest(suite.emulator.url, '/api/push-config', {
        host: `${name}:${port()}`,
      });
      expect(answer.status).toBe(200);
    },
  );

  it('answers to hosts from PAYDESK_ALLOWED_HOSTS', async () => {
    const config = configFromEnv({ PAYDESK_ALLOWED_HOSTS: 'dash.example.test, proxy.test:8443' });
    expect(config.allowedHosts).toEqual(['dash.example.test', 'proxy.test:8443']);
    const other = await startEmulator({ allowedHosts: config.allowedHosts });
    try {
      const status = async (host: string) =>
        (await rawRequest(other.url, '/api/push-config', { host })).status;
      expect(await status('dash.example.test')).toBe(200);
      expect(await status('dash.example.test:443')).toBe(200);
      expect(await status('proxy.test:8443')).toBe(200);
      expect(await status('proxy.test:8444')).toBe(421);
      expect(await status('example.test')).toBe(421);
    } finally {
      await other.stop();
    }
  });

  it('answers to the machine’s addresses when listening on every interface', () => {
    const hosts = new HostAllowList('0.0.0.0', []);
    hosts.listeningOn(4173);
    expect(hosts.allows('127.0.0.1:4173')).toBe(true);
    expect(hosts.allows('localhost:4173')).toBe(true);
    expect(hosts.allows('rebind.attacker.test:4173')).toBe(false);
    expect(hosts.allows(undefined)).toBe(false);
  });
});

describe('WebSocket upgrade', () => {
  /** The HTTP status an upgrade is refused with, or 101 once the socket opens. */
  const upgradeStatus = (headers: Record<string, string>, origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(
        `${suite.emulator.url.replace('http', 'ws')}/app/${suite.emulator.context.config.pusher.key}`,
        { headers, ...(origin ? { origin } : {}) },
      );
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => {
        resolve(101);
        socket.close();
      });
      socket.on('error', reject);
    });

  it('refuses a foreign Host', async () => {
    expect(await upgradeStatus({ host: `rebind.attacker.test:${port()}` })).toBe(421);
  });

  it('refuses a foreign Origin', async () => {
    expect(await upgradeStatus({}, 'https://attacker.test')).toBe(403);
    expect(await upgradeStatus({}, `http://localhost:${port()}`)).toBe(403);
  });

  it('refuses a malformed app key without taking the server down', async () => {
    const socket = new WebSocket(`${suite.emulator.url.replace('http', 'ws')}/app/%E0%A4%A`);
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4001);
    expect((await suite.control.request('GET', '/api/push-config')).status).toBe(200);
  });

  it('accepts the page’s own origin and clients that send none', async () => {
    expect(await upgradeStatus({}, suite.emulator.url)).toBe(101);
    expect(await upgradeStatus({})).toBe(101);
  });
});
