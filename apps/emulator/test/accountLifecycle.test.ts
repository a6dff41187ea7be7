// The account lifecycle of issue 18 at the protocol level: link lifetimes, the outbox, the 2FA reset that asks for
// the password, and sign-in when the team enforces 2FA.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { totpAt, totpStep } from '../src/domain/auth/totp.js';
import { TOKEN_LIFETIME_MS } from '../src/domain/auth/tokens.js';
import { act, firstError } from './support/actions.js';
import { Browser, DEMO_PASSWORD, startEmulator } from './support/emulator.js';
import { emulatorSuite } from './support/suite.js';
import { totpCode } from './support/totp.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const suite = emulatorSuite();
const { browser, advance } = suite;

interface Entry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}
const outbox = async (to?: string) =>
  (await suite.control.request('GET', `/emulator/outbox.json${to ? `?to=${to}` : ''}`))
    .json as Entry[];
const lastToken = async (to: string) => new URL((await outbox(to))[0]!.links[0]!).pathname;
const tokenOf = (path: string) => path.split('/').at(-1)!;
const post = (path: string, type: string, attributes: Record<string, unknown>) =>
  browser().request('POST', path, { data: { type, attributes } });
const createSecret = (page: Browser, attributes: Record<string, unknown> = {}) =>
  act(page, 'main', 'users/createTwoFaSecret', { data: { type: '2fa-secret-create', attributes } });
const confirmSecret = (page: Browser, secret: string) =>
  act(page, 'main', 'users/confirmTwoFaSecret', {
    data: {
      type: '2fa-secret-confirm',
      attributes: { secret, code: totpAt(secret, totpStep(suite.emulator.context.clock.now())) },
    },
  });
/** Every organization of the merchant requires 2FA (what the team page's enforcement stores). */
const enforceTwoFa = (merchantName: string) =>
  suite.emulator.context.db.run(
    `INSERT OR REPLACE INTO team_settings (organization_id, two_fa_enforced, updated_at, updated_by)
     SELECT organization.id, 1, 0, NULL FROM resources organization
     JOIN resources merchant ON merchant.id = organization.parent_id
     WHERE organization.type = 'organization' AND merchant.type = 'merchant' AND merchant.name = ?`,
    [merchantName],
  );

describe('link lifetimes', () => {
  it('are 1 hour for a reset, 7 days for a confirm (invite), 1 day for a 2FA setup', () => {
    expect(TOKEN_LIFETIME_MS['reset-password']).toBe(HOUR);
    expect(TOKEN_LIFETIME_MS.confirm).toBe(7 * DAY);
    expect(TOKEN_LIFETIME_MS['set-2fa']).toBe(DAY);
    expect(TOKEN_LIFETIME_MS['reset-2fa']).toBe(DAY);
  });

  it('a confirm link works for 7 days on the emulator clock, not after', async () => {
    await post('/api/users/sign-up', 'sign-up', { email: 'late@paydesk.test' });
    await post('/api/users/sign-up', 'sign-up', { email: 'early@paydesk.test' });
    const late = tokenOf(await lastToken('late@paydesk.test'));
    const early = tokenOf(await lastToken('early@paydesk.test'));
    await advance(7 * DAY - HOUR);
    const ok = await post('/api/users/set-password', 'set-password', {
      token: early,
      password: 'First-pass-1',
    });
    expect(ok.status).toBe(200);
    await advance(2 * HOUR);
    const expired = await post('/api/users/set-password', 'set-password', {
      token: late,
      password: 'First-pass-1',
    });
    expect(expired.status).toBe(410);
    expect(firstError(expired.json)?.code).toBe('token-expired');
  });

  it('check-link tells a working link from an expired or used one, without using it up', async () => {
    const check = (token: string) => post('/api/users/check-link', 'check-link', { token });
    await post('/api/users/sign-up', 'sign-up', { email: 'checked@paydesk.test' });
    await post('/api/users/sign-up', 'sign-up', { email: 'unchecked@paydesk.test' });
    const checked = tokenOf(await lastToken('checked@paydesk.test'));
    const expiring = tokenOf(await lastToken('unchecked@paydesk.test'));
    expect((await check(checked)).status).toBe(200);
    expect((await check(checked)).status).toBe(200);
    // Checking did not use it up: the password is set with it once, then it is gone.
    const set = await post('/api/users/set-password', 'set-password', {
      token: checked,
      password: 'First-pass-1',
    });
    expect(set.status).toBe(200);
    const used = await check(checked);
    expect(used.status).toBe(404);
    expect(firstError(used.json)?.code).toBe('token-invalid');
    expect(firstError((await check('never-issued-token')).json)?.code).toBe('token-invalid');
    await advance(7 * DAY + HOUR);
    const expired = await check(expiring);
    expect(expired.status).toBe(410);
    expect(firstError(expired.json)?.code).toBe('token-expired');
  });

  it('a 2FA reset link expires after 1 day', async () => {
    await post('/api/users/reset-2fa', 'reset-2fa', { email: 'totp@paydesk.test' });
    const token = tokenOf(await lastToken('totp@paydesk.test'));
    await advance(DAY + 60_000);
    const page = new Browser(suite.emulator.url, { 'Access-Token': token });
    const expired = await page.request('POST', '/api/main', {
      data: {
        requestReference: 'ref-expired-1',
        action: 'users/createTwoFaSecret',
        payload: { data: { type: '2fa-secret-create', attributes: { password: DEMO_PASSWORD } } },
      },
    });
    expect(expired.status).toBe(410);
  });
});

describe('outbox', () => {
  it('answers [{ id, to, subject, text, links, sentAt }] newest first, links absolute', async () => {
    await post('/api/users/reset-password', 'reset-password', { email: 'admin@paydesk.test' });
    await post('/api/users/sign-up', 'sign-up', { email: 'fresh@paydesk.test' });
    const all = await outbox();
    expect(all.map((entry) => entry.subject)).toEqual([
      'Confirm your Paydesk account',
      'Reset your Paydesk password',
    ]);
    expect(Object.keys(all[0]!).sort()).toEqual(['id', 'links', 'sentAt', 'subject', 'text', 'to']);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect(all[1]).toMatchObject({
      to: 'admin@paydesk.test',
      text: expect.stringContaining('1 hour'),
      links: [expect.stringMatching(new RegExp(`^${suite.emulator.url}/reset/[\\w-]+$`))],
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await outbox('fresh@paydesk.test')).map((entry) => entry.to)).toEqual([
      'fresh@paydesk.test',
    ]);
    const html = await (await fetch(`${suite.emulator.url}/emulator/outbox`)).text();
    expect(html.indexOf('Confirm your Paydesk account')).toBeLessThan(
      html.indexOf('Reset your Paydesk password'),
    );
    expect(html).toMatch(new RegExp(`<a href="${suite.emulator.url}/confirm/[\\w-]+">`));
  });

  it('local mode is the default; PAYDESK_EMULATOR_MODE=provider turns it off', () => {
    expect(configFromEnv({}).localMode).toBe(true);
    expect(configFromEnv({ PAYDESK_EMULATOR_MODE: 'provider' }).localMode).toBe(false);
  });

  it('does not exist outside local mode', async () => {
    const provider = await startEmulator({ localMode: false });
    try {
      for (const path of ['/emulator/outbox', '/emulator/outbox.json']) {
        expect((await fetch(`${provider.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await provider.stop();
    }
  });
});

describe('2FA reset by email', () => {
  it('shows a new secret only after the password, then forgets trusted devices', async () => {
    // A device trusted with the old authenticator.
    const laptop = browser();
    const first = await laptop.signIn('totp@paydesk.test', undefined, { isTrustedDevice: true });
    await laptop.request('POST', '/api/signin', {
      data: {
        type: 'access-token-2fa-confirm',
        attributes: {
          accessToken: first.json.data.attributes.accessToken,
          code: totpCode(suite.emulator),
        },
      },
    });
    expect((await laptop.signIn('totp@paydesk.test')).json.data.attributes.status).toBe('ok');

    await post('/api/users/reset-2fa', 'reset-2fa', { email: 'totp@paydesk.test' });
    const path = await lastToken('totp@paydesk.test');
    expect(path).toMatch(/^\/set-2fa\//);
    const page = new Browser(suite.emulator.url, { 'Access-Token': tokenOf(path) });
    expect(firstError((await createSecret(page)).document)?.code).toBe('password-required');
    expect(firstError((await createSecret(page, { password: 'Wrong-pass-1' })).document)).toEqual(
      expect.objectContaining({ code: 'invalid-password' }),
    );
    const created = await createSecret(page, { password: DEMO_PASSWORD });
    const secret = created.document.data.attributes.secret as string;
    expect((await confirmSecret(page, secret)).document.data.attributes.enabled).toBe(true);
    const rows = await suite.emulator.context.db.all(
      "SELECT totp_secret FROM users WHERE email = 'totp@paydesk.test'",
    );
    expect(rows).toEqual([{ totp_secret: secret }]);
    expect((await laptop.signIn('totp@paydesk.test')).json.data.attributes.status).toBe(
      '2fa-required',
    );
  });

  it('counts wrong passwords towards the block', async () => {
    await post('/api/users/reset-2fa', 'reset-2fa', { email: 'totp@paydesk.test' });
    const page = new Browser(suite.emulator.url, {
      'Access-Token': tokenOf(await lastToken('totp@paydesk.test')),
    });
    for (let attempt = 0; attempt < 4; attempt++)
      await createSecret(page, { password: 'Nope-1234' });
    expect(firstError((await createSecret(page, { password: 'Nope-1234' })).document)?.code).toBe(
      'account-blocked',
    );
    expect(firstError((await browser().signIn('totp@paydesk.test')).json)?.code).toBe(
      'account-blocked',
    );
  });
});

describe('sign-in when the team enforces 2FA', () => {
  it('without 2FA: no session, a set-2fa token instead; after setup the next sign-in asks for the code', async () => {
    await enforceTwoFa('Acme Commerce');
    const b = browser();
    const login = await b.signIn('finance@paydesk.test');
    expect(login.status).toBe(200);
    expect(login.json.data.attributes).toMatchObject({
      status: '2fa-setup-required',
      wsChannel: null,
    });
    // Nothing of the dashboard answers: there is no session.
    expect((await b.request('GET', '/api/users/me')).status).toBe(401);
    const refused = await b.request('POST', '/api/main', {
      data: {
        requestReference: 'ref-refused-1',
        action: 'users/me',
      },
    });
    expect(refused.status).toBe(401);

    const page = new Browser(suite.emulator.url, {
      'Access-Token': login.json.data.attributes.accessToken,
    });
    const secret = (await createSecret(page)).document.data.attributes.secret as string;
    await confirmSecret(page, secret);
    expect((await b.signIn('finance@paydesk.test')).json.data.attributes.status).toBe(
      '2fa-required',
    );
  });

  it('a member with 2FA on and members of other merchants are not affected', async () => {
    await enforceTwoFa('Newcomer Ventures');
    expect((await browser().signIn('finance@paydesk.test')).json.data.attributes.status).toBe('ok');
    await enforceTwoFa('Acme Commerce');
    expect((await browser().signIn('totp@paydesk.test')).json.data.attributes.status).toBe(
      '2fa-required',
    );
  });

  it('a confirm link of an enforcing team answers a set-2fa token to continue with', async () => {
    await enforceTwoFa('Acme Commerce');
    await post('/api/users/reset-password', 'reset-password', { email: 'finance@paydesk.test' });
    const set = await post('/api/users/set-password', 'set-password', {
      token: tokenOf(await lastToken('finance@paydesk.test')),
      password: 'New-pass-123',
    });
    expect(set.status).toBe(200);
    expect(set.json.meta.setTwoFaToken).toEqual(expect.any(String));
    const page = new Browser(suite.emulator.url, { 'Access-Token': set.json.meta.setTwoFaToken });
    expect((await createSecret(page)).document.data.attributes.secret).toEqual(expect.any(String));
  });
});
