import { describe, expect, it } from 'vitest';
import { totpAt, totpStep } from '../src/domain/auth/totp.js';
import { Browser, DEMO_PASSWORD, startEmulator } from './support/emulator.js';
import { act, firstError } from './support/actions.js';
import { emulatorSuite } from './support/suite.js';
import { totpCode } from './support/totp.js';

const MINUTE = 60_000;

const suite = emulatorSuite({
  rateLimit: {
    general: { max: 10_000, windowMs: 60_000 },
    signIn: { max: 10_000, windowMs: 60_000 },
  },
});
const { browser, advance } = suite;
const code = (offsetSteps = 0) => totpCode(suite.emulator, offsetSteps);
const mailTo = async (to: string) =>
  (await suite.control.request('GET', `/__test/mail?to=${to}`)).json.data as { link: string }[];
const confirm2fa = (b: Browser, accessToken: string, value: string) =>
  b.request('POST', '/api/signin', {
    data: { type: 'access-token-2fa-confirm', attributes: { accessToken, code: value } },
  });

describe('sign-in lockout', () => {
  it('blocks an account for 30 minutes after 5 failed logins, even with the right password', async () => {
    const b = browser();
    for (let attempt = 0; attempt < 4; attempt++) {
      const failed = await b.signIn('admin@paydesk.test', 'wrong-password-1');
      expect(failed.status).toBe(422);
      expect(firstError(failed.json)).toEqual({
        title: 'Incorrect login or password',
        code: 'invalid-credentials',
      });
    }
    const fifth = await b.signIn('admin@paydesk.test', 'wrong-password-1');
    expect(fifth.status).toBe(403);
    expect(firstError(fifth.json)?.code).toBe('account-blocked');
    expect(firstError(await b.signIn('admin@paydesk.test').then((r) => r.json))?.code).toBe(
      'account-blocked',
    );
    await advance(29 * MINUTE);
    expect((await b.signIn('admin@paydesk.test')).status).toBe(403);
    await advance(2 * MINUTE);
    const after = await b.signIn('admin@paydesk.test');
    expect(after.status).toBe(200);
    expect(after.json.data.attributes.status).toBe('ok');
  });

  it('blocks after 5 wrong 2FA codes', async () => {
    const b = browser();
    let token = (await b.signIn('totp@paydesk.test')).json.data.attributes.accessToken as string;
    for (let attempt = 0; attempt < 4; attempt++) {
      const failed = await confirm2fa(b, token, '000000');
      expect(failed.status).toBe(422);
      expect(firstError(failed.json)).toMatchObject({
        title: 'Incorrect 2FA verification code',
        code: 'invalid-2fa-code',
      });
    }
    expect(firstError((await confirm2fa(b, token, '000000')).json)?.code).toBe('account-blocked');
    const again = await b.signIn('totp@paydesk.test');
    expect(firstError(again.json)?.code).toBe('account-blocked');
    await advance(31 * MINUTE);
    token = (await b.signIn('totp@paydesk.test')).json.data.attributes.accessToken as string;
    expect((await confirm2fa(b, token, code())).json.data.attributes.status).toBe('ok');
  });

  it('shows the seeded blocked and suspended accounts', async () => {
    expect(firstError((await browser().signIn('blocked@paydesk.test')).json)?.code).toBe(
      'account-blocked',
    );
    const suspended = await browser().signIn('suspended@paydesk.test');
    expect(suspended.status).toBe(403);
    expect(firstError(suspended.json)).toEqual({
      title: 'Your account is temporarily suspended',
      code: 'account-suspended',
    });
    // A wrong password for a suspended account says nothing about the suspension.
    expect(
      firstError((await browser().signIn('suspended@paydesk.test', 'nope-nope-1')).json)?.code,
    ).toBe('invalid-credentials');
  });
});

describe('no account enumeration', () => {
  it('answers an unknown email exactly like a wrong password, and blocks it the same way', async () => {
    const unknown = await browser().signIn('nobody@paydesk.test', 'wrong-password-1');
    const wrong = await browser().signIn('admin@paydesk.test', 'wrong-password-1');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
    for (let attempt = 0; attempt < 4; attempt++)
      await browser().signIn('nobody@paydesk.test', 'x-password-1');
    expect(firstError((await browser().signIn('nobody@paydesk.test')).json)?.code).toBe(
      'account-blocked',
    );
  });

  it('answers password reset, sign-up and 2FA reset the same whether the account exists', async () => {
    for (const [path, type] of [
      ['/api/users/reset-password', 'reset-password'],
      ['/api/users/sign-up', 'sign-up'],
      ['/api/users/reset-2fa', 'reset-2fa'],
    ] as const) {
      const known = await browser().request('POST', path, {
        data: { type, attributes: { email: 'totp@paydesk.test' } },
      });
      const unknown = await browser().request('POST', path, {
        data: { type, attributes: { email: 'ghost@paydesk.test' } },
      });
      expect(known.status, path).toBe(200);
      expect(unknown.status, path).toBe(200);
      expect(unknown.json, path).toEqual(known.json);
    }
  });
});

describe('TOTP', () => {
  it('accepts each code once: a replayed code is refused at the next sign-in', async () => {
    const b = browser();
    const value = code();
    const token = (await b.signIn('totp@paydesk.test')).json.data.attributes.accessToken as string;
    expect((await confirm2fa(b, token, value)).json.data.attributes.status).toBe('ok');
    const second = browser();
    const token2 = (await second.signIn('totp@paydesk.test')).json.data.attributes
      .accessToken as string;
    const replay = await confirm2fa(second, token2, value);
    expect(replay.status).toBe(422);
    expect(firstError(replay.json)?.code).toBe('invalid-2fa-code');
  });

  it('gives a new session id at each sign-in step; the previous step cookie stops working', async () => {
    const b = browser();
    const login = await b.signIn('totp@paydesk.test');
    expect(login.json.data.attributes.status).toBe('2fa-required');
    const stepCookie = b.cookies.get('paydesk_session');
    expect(stepCookie).toBeTruthy();
    expect(login.headers.getSetCookie().join()).toMatch(
      /paydesk_session=.*HttpOnly.*SameSite=Lax/i,
    );
    const done = await confirm2fa(b, login.json.data.attributes.accessToken, code());
    expect(done.json.data.attributes.status).toBe('ok');
    expect(b.cookies.get('paydesk_session')).not.toBe(stepCookie);
    expect(done.headers.getSetCookie().join()).toMatch(/paydesk_ws_channel=.*Max-Age=86400/);
    const stale = new Browser(suite.emulator.url);
    stale.cookies.set('paydesk_session', stepCookie!);
    expect((await stale.request('GET', '/api/users/me')).status).toBe(401);
    expect((await b.request('GET', '/api/users/me')).status).toBe(200);
  });

  it('skips 2FA for 48 hours on a trusted device', async () => {
    const b = browser();
    const login = await b.signIn('totp@paydesk.test', undefined, { isTrustedDevice: true });
    await confirm2fa(b, login.json.data.attributes.accessToken, code());
    expect((await b.signIn('totp@paydesk.test')).json.data.attributes.status).toBe('ok');
    // Another browser is not trusted.
    expect((await browser().signIn('totp@paydesk.test')).json.data.attributes.status).toBe(
      '2fa-required',
    );
    await advance(48 * 60 * MINUTE + MINUTE);
    expect((await b.signIn('totp@paydesk.test')).json.data.attributes.status).toBe('2fa-required');
  });
});

describe('emailed tokens', () => {
  const setPassword = (token: string, password: string) =>
    browser().request('POST', '/api/users/set-password', {
      data: { type: 'set-password', attributes: { token, password } },
    });

  it('a reset-password token works once', async () => {
    await browser().request('POST', '/api/users/reset-password', {
      data: { type: 'reset-password', attributes: { email: 'admin@paydesk.test' } },
    });
    const token = (await mailTo('admin@paydesk.test')).at(-1)!.link.split('/').at(-1)!;
    expect((await setPassword(token, 'New-password-2')).status).toBe(200);
    const reuse = await setPassword(token, 'New-password-3');
    expect(reuse.status).toBe(404);
    expect(firstError(reuse.json)?.code).toBe('token-invalid');
    expect(
      (await browser().signIn('admin@paydesk.test', 'New-password-2')).json.data.attributes.status,
    ).toBe('ok');
    expect((await browser().signIn('admin@paydesk.test')).status).toBe(422);
  });

  it('a reset-password token expires after an hour', async () => {
    await browser().request('POST', '/api/users/reset-password', {
      data: { type: 'reset-password', attributes: { email: 'admin@paydesk.test' } },
    });
    const token = (await mailTo('admin@paydesk.test')).at(-1)!.link.split('/').at(-1)!;
    await advance(61 * MINUTE);
    const expired = await setPassword(token, 'New-password-2');
    expect(expired.status).toBe(410);
    expect(firstError(expired.json)).toEqual({ title: 'Token expired', code: 'token-expired' });
  });

  it('a 2FA-setup token expires and works once', async () => {
    await browser().request('POST', '/api/users/reset-2fa', {
      data: { type: 'reset-2fa', attributes: { email: 'totp@paydesk.test' } },
    });
    const token = (await mailTo('totp@paydesk.test')).at(-1)!.link.split('/').at(-1)!;
    const page = new Browser(suite.emulator.url, { 'Access-Token': token });
    const created = await act(page, 'main', 'users/createTwoFaSecret', {
      data: { type: '2fa-secret-create', attributes: { password: DEMO_PASSWORD } },
    });
    const secret = created.document.data.attributes.secret as string;
    const confirm = (value: string) =>
      act(page, 'main', 'users/confirmTwoFaSecret', {
        data: { type: '2fa-secret-confirm', attributes: { secret, code: value } },
      });
    const ok = await confirm(totpAt(secret, totpStep(suite.emulator.context.clock.now())));
    expect(ok.document.data.attributes.enabled).toBe(true);
    // Used up: the page's token no longer authorizes anything.
    const again = await page.request('POST', '/api/main', {
      data: {
        requestReference: 'ref-again-1',
        action: 'users/createTwoFaSecret',
        payload: { data: { type: '2fa-secret-create', attributes: {} } },
      },
    });
    expect(again.status).toBe(401);

    await browser().request('POST', '/api/users/reset-2fa', {
      data: { type: 'reset-2fa', attributes: { email: 'totp@paydesk.test' } },
    });
    const late = (await mailTo('totp@paydesk.test')).at(-1)!.link.split('/').at(-1)!;
    await advance(24 * 60 * MINUTE + MINUTE);
    const expired = await new Browser(suite.emulator.url, { 'Access-Token': late }).request(
      'POST',
      '/api/main',
      {
        data: {
          requestReference: 'ref-late-01',
          action: 'users/createTwoFaSecret',
          payload: { data: { type: '2fa-secret-create', attributes: {} } },
        },
      },
    );
    expect(expired.status).toBe(410);
    expect(firstError(expired.json)?.code).toBe('token-expired');
  });
});

describe('sessions', () => {
  it('expire after 30 minutes without requests', async () => {
    const b = browser();
    await b.signIn('admin@paydesk.test');
    await advance(29 * MINUTE);
    expect((await b.request('GET', '/api/users/me')).status).toBe(200);
    await advance(29 * MINUTE);
    expect((await b.request('GET', '/api/users/me')).status).toBe(200);
    await advance(31 * MINUTE);
    expect((await b.request('GET', '/api/users/me')).status).toBe(401);
  });

  it('expire 12 hours after sign-in however active', async () => {
    const b = browser();
    await b.signIn('admin@paydesk.test');
    // 24 × 29 minutes = 11 h 36 min: still signed in at every step.
    for (let step = 0; step < 24; step++) {
      await advance(29 * MINUTE);
      expect((await b.request('GET', '/api/users/me')).status).toBe(200);
    }
    await advance(29 * MINUTE);
    expect((await b.request('GET', '/api/users/me')).status).toBe(401);
  });

  it('are listed and revocable by their owner only', async () => {
    const phone = browser();
    await phone.signIn('admin@paydesk.test');
    const laptop = new Browser(suite.emulator.url, {
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/130.0 Safari/537.36',
    });
    await laptop.signIn('admin@paydesk.test');
    const list = await act(laptop, 'main', 'identities/listActiveTokens', {
      data: { type: 'list-request', attributes: { page: { size: 500 } } },
    });
    expect(list.document.data).toHaveLength(2);
    const current = list.document.data.find(
      (token: { attributes: { current: boolean } }) => token.attributes.current,
    );
    expect(current.attributes).toMatchObject({ browser: 'Chrome 130', os: 'macOS' });
    const other = list.document.data.find(
      (token: { attributes: { current: boolean } }) => !token.attributes.current,
    );

    const stranger = browser();
    await stranger.signIn('finance@paydesk.test');
    const refused = await act(stranger, 'main', 'identities/deleteAccessToken', {
      data: { type: 'delete-request', attributes: { resourceId: other.id } },
    });
    expect(firstError(refused.document)?.code).toBe('not-found');
    expect((await phone.request('GET', '/api/users/me')).status).toBe(200);

    await act(laptop, 'main', 'identities/deleteAccessToken', {
      data: { type: 'delete-request', attributes: { resourceId: other.id } },
    });
    expect((await phone.request('GET', '/api/users/me')).status).toBe(401);
  });

  it('sign-out ends the session and clears the cookies', async () => {
    const b = browser();
    await b.signIn('admin@paydesk.test');
    expect((await b.request('DELETE', '/api/signout')).status).toBe(204);
    expect(b.cookies.has('paydesk_ws_channel')).toBe(false);
    expect((await b.request('GET', '/api/users/me')).status).toBe(401);
  });
});

describe('organization and identity boundaries', () => {
  const ids = async () => {
    const rows = await suite.emulator.context.db.all<{ id: string; name: string }>(
      'SELECT id, name FROM resources',
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.id]));
  };

  it('refuses another organization of the same merchant to a role scoped to Acme Retail', async () => {
    const resource = await ids();
    const b = browser();
    await b.signIn('finance@paydesk.test');
    const own = await act(b, 'main', 'resources/get', undefined, resource['Acme Retail']);
    expect(own.document.data.attributes.name).toBe('Acme Retail');
    for (const [area, action, payload, id] of [
      ['main', 'resources/get', undefined, resource['Acme Travel']],
      ['main', 'resources/getChildrenTree', undefined, resource['Acme Travel']],
      ['main', 'projects/get', undefined, resource['Travel Bookings']],
      [
        'mailbox',
        'topics/list',
        { data: { type: 'list-request', attributes: { resourceId: resource['Acme Travel'] } } },
        undefined,
      ],
      [
        'payout-requests',
        'payout-requests/externalList',
        { data: { type: 'list-request', attributes: { resourceId: resource['Acme Travel'] } } },
        undefined,
      ],
    ] as const) {
      const answer = await act(b, area, action, payload, id);
      expect(answer.document.data, action).toBeUndefined();
      expect(firstError(answer.document)?.code, action).toBe('not-found');
    }
    const tree = await act(b, 'main', 'identities/getResourceTree', {
      data: { type: 'list-request', attributes: { page: { size: 500 } } },
    });
    const names = tree.document.data.map(
      (node: { attributes: { name: string } }) => node.attributes.name,
    );
    expect(names).toContain('Retail Web Shop');
    expect(names).not.toContain('Acme Travel');
    expect(names).not.toContain('Travel Bookings');
  });

  it('refuses the other identity’s merchant to a user signed in with one identity', async () => {
    const resource = await ids();
    const b = browser();
    const login = await b.signIn('multi@paydesk.test');
    expect(login.json.data.attributes.status).toBe('identity-select');
    const acme = login.json.included.find((identity: { attributes: { name: string } }) =>
      identity.attributes.name.includes('Acme'),
    );
    await b.request('POST', '/api/signin', {
      data: {
        type: 'access-token-identity-select',
        attributes: { accessToken: login.json.data.attributes.accessToken, identityId: acme.id },
      },
    });
    const globex = await act(b, 'main', 'resources/get', undefined, resource['Globex Europe']);
    expect(firstError(globex.document)?.code).toBe('not-found');
    const list = await act(b, 'main', 'identities/listMyResources', {
      data: {
        type: 'list-request',
        attributes: { filters: [['resourceType', '=', 'organization']], page: { size: 500 } },
      },
    });
    expect(
      list.document.data.map((node: { attributes: { name: string } }) => node.attributes.name),
    ).toEqual(['Acme Retail', 'Acme Travel']);
  });

  it('refuses actions without the permission (support cannot create projects)', async () => {
    const resource = await ids();
    const b = browser();
    await b.signIn('support@paydesk.test');
    const answer = await act(b, 'main', 'projects/create', {
      data: {
        type: 'project',
        attributes: { name: 'Sneaky', mode: 'live' },
        relationships: {
          organization: { data: { type: 'resource', id: resource['Acme Retail'] } },
        },
      },
    });
    expect(firstError(answer.document)).toEqual({
      title: 'You are not allowed to perform this action',
      code: 'forbidden',
    });
    const count = await suite.emulator.context.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM resources WHERE name = 'Sneaky'",
    );
    expect(Number(count?.n)).toBe(0);
  });

  it('does not let an answer be read from another session', async () => {
    const a = browser();
    await a.signIn('admin@paydesk.test');
    const { requestReference } = await act(a, 'main', 'users/me');
    const b = browser();
    await b.signIn('finance@paydesk.test');
    expect((await b.request('GET', `/api/answers/${requestReference}`)).status).toBe(404);
  });
});

describe('request origin and rate limits', () => {
  it('refuses state-changing requests from a foreign Origin', async () => {
    const evil = new Browser(suite.emulator.url, { origin: 'https://evil.example' });
    const refused = await evil.signIn('admin@paydesk.test');
    expect(refused.status).toBe(403);
    expect(firstError(refused.json)?.code).toBe('foreign-origin');
    const own = new Browser(suite.emulator.url, { origin: suite.emulator.url });
    expect((await own.signIn('admin@paydesk.test')).status).toBe(200);
    // Reads are not state-changing.
    expect((await evil.request('GET', '/api/push-config')).status).toBe(200);
  });

  it('answers 429 with Retry-After under a burst, stricter on sign-in', async () => {
    const limited = await startEmulator({
      rateLimit: { general: { max: 30, windowMs: 60_000 }, signIn: { max: 5, windowMs: 60_000 } },
    });
    try {
      const b = new Browser(limited.url);
      const signIns = await Promise.all(
        Array.from({ length: 10 }, () => b.signIn('ghost@paydesk.test', 'wrong-pass-1')),
      );
      const signInLimited = signIns.filter((response) => response.status === 429);
      expect(signInLimited.length).toBe(5);
      const burst = await Promise.all(
        Array.from({ length: 60 }, () => b.request('GET', '/api/push-config')),
      );
      const tooMany = burst.filter((response) => response.status === 429);
      expect(tooMany.length).toBe(30);
      expect(Number(tooMany[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(firstError(tooMany[0]!.json)?.title).toBe(
        "You're sending requests too quickly. Slow down and try again after a short wait.",
      );
    } finally {
      await limited.stop();
    }
  });
});
