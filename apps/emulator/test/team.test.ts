// The team of an organization through the real api-client: the members list and its filters, invites with their
// emailed /confirm link (7 days, only the newest works), cancel, role changes, removal (sessions end at once), the
// self and last-admin rules, team-wide 2FA enforcement mailing members without 2FA, and users.write enforced.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { team, TEAM_ERRORS, type TeamInvite } from '@paydesk/api-client';
import { permissionId } from '@paydesk/permissions';
import { twoFaEnforcedFor } from '../src/domain/team/enforcement.js';
import type { TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
const DAY = 86_400_000;
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

const get = (resourceId: string) => ({
  data: { type: 'get-request' as const, attributes: { resourceId } },
});

const list = (client: TestClient, filters: [string, string, string | string[]][] = []) =>
  client.api.call(team.actions['team/list'], {
    payload: {
      data: {
        type: 'list-request',
        attributes: {
          resourceId: retail,
          filters: filters as never,
          page: { size: 100 },
        },
      },
    },
  });

type InviteAttributes = TeamInvite['data']['attributes'];
const invite = (client: TestClient, attributes: Partial<InviteAttributes> = {}) =>
  client.api.call(team.actions['team/invite'], {
    payload: {
      data: {
        type: 'team-invite',
        attributes: {
          resourceId: retail,
          email: 'new.hire@acme.test',
          role: 'finance',
          ...attributes,
        },
      },
    },
  });

const mailTo = async (to: string) =>
  (await suite.control.request('GET', `/__test/mail?to=${to}`)).json.data as {
    subject: string;
    link: string | null;
  }[];
const tokenOf = (link: string | null) => link!.split('/').at(-1)!;
const setPassword = (token: string, password: string) =>
  suite.browser().request('POST', '/api/users/set-password', {
    data: { type: 'set-password', attributes: { token, password } },
  });
const identityOf = async (email: string) =>
  (await suite.emulator.context.db.get<{ id: string }>(
    'SELECT identities.id FROM identities JOIN users ON users.id = identities.user_id WHERE users.email = ?',
    [email],
  ))!.id;

describe('the members list', () => {
  it('lists the organization’s members with role, status, 2FA and filters', async () => {
    const admin = await as('admin');
    const all = await list(admin);
    const emails = all.data.map((member) => member.attributes.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@paydesk.test', 'finance@paydesk.test']));
    // Globex's people and the other merchant's are not members.
    expect(emails).not.toContain('newcomer@paydesk.test');
    const finance = all.data.find((member) => member.attributes.email === 'finance@paydesk.test')!;
    expect(finance.attributes).toMatchObject({
      role: 'finance',
      status: 'active',
      scope: 'organization',
    });
    const totp = all.data.find((member) => member.attributes.email === 'totp@paydesk.test')!;
    expect(totp.attributes).toMatchObject({ role: 'admin', twoFaEnabled: true, scope: 'merchant' });
    expect(all.data.find((member) => member.attributes.isSelf)?.attributes.email).toBe(
      'admin@paydesk.test',
    );

    const finances = await list(admin, [['role', '=', 'finance']]);
    expect(finances.data.map((member) => member.attributes.email)).toEqual([
      'finance@paydesk.test',
    ]);
    const searched = await list(admin, [['search', 'like', 'DISPUTES@']]);
    expect(searched.data.map((member) => member.attributes.email)).toEqual([
      'disputes@paydesk.test',
    ]);
    expect((await list(admin, [['status', '=', 'invite-sent']])).data).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const admin = await as('admin');
    const first = await admin.api.call(team.actions['team/list'], {
      payload: {
        data: { type: 'list-request', attributes: { resourceId: retail, page: { size: 2 } } },
      },
    });
    expect(first.data).toHaveLength(2);
    const after = first.meta.page.after!;
    const second = await admin.api.call(team.actions['team/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: retail, page: { size: 2, after } },
        },
      },
    });
    expect(second.data[0]!.id).not.toBe(first.data[1]!.id);
  });
});

describe('invites', () => {
  it('invites a new address: invite-sent, an email with a /confirm link that sets the password', async () => {
    const admin = await as('admin');
    const invited = await invite(admin);
    expect(invited.data.attributes).toMatchObject({
      email: 'new.hire@acme.test',
      role: 'finance',
      status: 'invite-sent',
    });
    const mail = await mailTo('new.hire@acme.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('Acme Retail');
    expect(mail[0]!.link).toMatch(/^\/confirm\/.+/);
    expect((await list(admin, [['status', '=', 'invite-sent']])).data).toHaveLength(1);

    expect((await setPassword(tokenOf(mail[0]!.link), 'Welcome-aboard-1')).status).toBe(200);
    const signIn = await suite.browser().signIn('new.hire@acme.test', 'Welcome-aboard-1');
    expect(signIn.json.data.attributes.status).toBe('ok');
    const member = await admin.api.call(team.actions['team/get'], {
      id: invited.data.id,
      payload: get(retail),
    });
    expect(member.data.attributes.status).toBe('active');
  });

  it('invite links live 7 days', async () => {
    const admin = await as('admin');
    await invite(admin);
    const token = tokenOf((await mailTo('new.hire@acme.test'))[0]!.link);
    await suite.advance(7 * DAY + 60_000);
    const late = await setPassword(token, 'Welcome-aboard-1');
    expect(late.status).toBe(410);
  });

  it('resend mails a new link and the old one stops working', async () => {
    const admin = await as('admin');
    const invited = await invite(admin, { role: 'support' });
    const first = tokenOf((await mailTo('new.hire@acme.test'))[0]!.link);
    await admin.api.call(team.actions['team/resendInvite'], {
      id: invited.data.id,
      payload: get(retail),
    });
    const mail = await mailTo('new.hire@acme.test');
    expect(mail).toHaveLength(2);
    const second = tokenOf(mail[1]!.link);
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'Welcome-aboard-1')).status).toBe(404);
    expect((await setPassword(second, 'Welcome-aboard-1')).status).toBe(200);
  });

  it('cancel removes the pending member and their account', async () => {
    const admin = await as('admin');
    const invited = await invite(admin);
    const token = tokenOf((await mailTo('new.hire@acme.test'))[0]!.link);
    await admin.api.call(team.actions['team/cancelInvite'], {
      id: invited.data.id,
      payload: get(retail),
    });
    expect((await list(admin, [['search', 'like', 'new.hire']])).data).toEqual([]);
    expect((await setPassword(token, 'Welcome-aboard-1')).status).toBe(404);
    const users = await suite.emulator.context.db.get<{ count: number }>(
      "SELECT COUNT(*) AS count FROM users WHERE email = 'new.hire@acme.test'",
    );
    expect(users!.count).toBe(0);
  });

  it('custom roles carry chosen permissions; temporary access has an expiry; refusals at their field', async () => {
    const admin = await as('admin');
    const missing = await rejection(invite(admin, { role: 'custom', permissions: [] }));
    expect(missing.fieldErrors()).toMatchObject({ permissions: [TEAM_ERRORS.permissionsRequired] });
    const past = await rejection(invite(admin, { expiresAt: '2000-01-01T00:00:00.000Z' }));
    expect(past.fieldErrors()).toMatchObject({ expiresAt: [TEAM_ERRORS.expiryInPast] });
    const taken = await rejection(invite(admin, { email: 'finance@paydesk.test' }));
    expect(taken.fieldErrors()).toMatchObject({ email: [TEAM_ERRORS.alreadyMember] });

    const expiresAt = new Date(Date.now() + 400 * DAY).toISOString();
    const custom = await invite(admin, {
      role: 'custom',
      permissions: [permissionId('transactions.read.1')],
      expiresAt,
    });
    expect(custom.data.attributes).toMatchObject({
      role: 'custom',
      permissions: [permissionId('transactions.read.1')],
    });
    expect(custom.data.attributes.expiresAt).not.toBeNull();
  });

  it('an existing user of another merchant is invited to sign in, not to set a password', async () => {
    const admin = await as('admin');
    const invited = await invite(admin, { email: 'newcomer@paydesk.test' });
    expect(invited.data.attributes.status).toBe('invite-sent');
    expect((await mailTo('newcomer@paydesk.test')).at(-1)!.link).toBe('/login');
  });
});

describe('roles and removal', () => {
  it('changes a role', async () => {
    const admin = await as('admin');
    const finance = await identityOf('finance@paydesk.test');
    const changed = await admin.api.call(team.actions['team/changeRole'], {
      id: finance,
      payload: { data: { type: 'team-role', attributes: { resourceId: retail, role: 'support' } } },
    });
    expect(changed.data.attributes.role).toBe('support');
  });

  it('removes a member: their sessions end at once', async () => {
    const admin = await as('admin');
    const finance = await as('finance');
    await admin.api.call(team.actions['team/remove'], {
      id: await identityOf('finance@paydesk.test'),
      payload: get(retail),
    });
    const sessions = await suite.emulator.context.db.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM sessions WHERE identity_id = ?',
      [await identityOf('finance@paydesk.test')],
    );
    expect(sessions!.count).toBe(0);
    expect(
      (
        await rejection(
          finance.api.call(team.actions['team/list'], {
            payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
          }),
        )
      ).status,
    ).toBe(401);
    expect((await list(admin, [['search', 'like', 'finance@']])).data).toEqual([]);
  });

  it('lists and revokes a member’s sessions', async () => {
    const admin = await as('admin');
    await as('support');
    const support = await identityOf('support@paydesk.test');
    const sessions = await admin.api.call(team.actions['team/listSessions'], {
      id: support,
      payload: get(retail),
    });
    expect(sessions.data).toHaveLength(1);
    await admin.api.call(team.actions['team/revokeSession'], {
      id: support,
      payload: {
        data: {
          type: 'team-session-revoke',
          attributes: { resourceId: retail, sessionId: sessions.data[0]!.id },
        },
      },
    });
    const after = await admin.api.call(team.actions['team/listSessions'], {
      id: support,
      payload: get(retail),
    });
    expect(after.data).toEqual([]);
  });

  it('refuses to change or remove oneself', async () => {
    const admin = await as('admin');
    const self = await identityOf('admin@paydesk.test');
    const removal = await rejection(
      admin.api.call(team.actions['team/remove'], { id: self, payload: get(retail) }),
    );
    expect(removal.errors[0]!.title).toBe(TEAM_ERRORS.notYourself);
    const change = await rejection(
      admin.api.call(team.actions['team/changeRole'], {
        id: self,
        payload: {
          data: { type: 'team-role', attributes: { resourceId: retail, role: 'support' } },
        },
      }),
    );
    expect(change.code).toBe('self');
  });

  it('refuses to remove the last admin', async () => {
    const admin = await as('admin');
    // Leave admin@ as Acme Retail's only admin: every other admin of the merchant becomes support on Retail only.
    for (const email of ['totp@paydesk.test', 'multi@paydesk.test', 'expired@paydesk.test']) {
      await suite.emulator.context.db.run('DELETE FROM identity_groups WHERE identity_id = ?', [
        await identityOf(email),
      ]);
    }
    const { forgetGroups } = await import('../src/domain/access/access.js');
    forgetGroups(suite.emulator.context.db);
    // A second admin on the organization, who cannot remove admin@ once alone… so admin@ tries on itself's peer.
    const peer = await invite(admin, { email: 'peer@acme.test', role: 'admin' });
    // An invited admin does not count: removing them is fine, and admin@ stays the last one.
    await admin.api.call(team.actions['team/cancelInvite'], {
      id: peer.data.id,
      payload: get(retail),
    });
    const members = await list(admin, [['role', '=', 'admin']]);
    expect(members.data.map((member) => member.attributes.email)).toEqual(['admin@paydesk.test']);
    // noaccess@ (custom with users.write on Retail) tries to remove admin@, the last admin.
    const noaccess = await as('noaccess');
    const last = await rejection(
      noaccess.api.call(team.actions['team/remove'], {
        id: await identityOf('admin@paydesk.test'),
        payload: get(retail),
      }),
    );
    expect(last.errors[0]!.title).toBe(TEAM_ERRORS.lastAdmin);
  });
});

describe('two-step enforcement', () => {
  it('mails a set-2fa link to each member without 2FA and binds them at sign-in', async () => {
    const admin = await as('admin');
    const before = await admin.api.call(team.actions['team/settings'], { payload: get(retail) });
    const asked = before.data.attributes.membersWithoutTwoFa.map((person) => person.email);
    expect(asked).toContain('finance@paydesk.test');
    expect(asked).not.toContain('totp@paydesk.test');
    const financeUser = (await suite.emulator.context.db.get<{ id: string }>(
      "SELECT id FROM users WHERE email = 'finance@paydesk.test'",
    ))!.id;
    expect(await twoFaEnforcedFor(suite.emulator.context, financeUser)).toBe(false);

    const after = await admin.api.call(team.actions['team/setTwoFaEnforcement'], {
      payload: {
        data: { type: 'team-settings', attributes: { resourceId: retail, twoFaEnforced: true } },
      },
    });
    expect(after.data.attributes.twoFaEnforced).toBe(true);
    expect((await mailTo('finance@paydesk.test')).at(-1)!.link).toMatch(/^\/set-2fa\/.+/);
    expect(await mailTo('totp@paydesk.test')).toEqual([]);
    expect(await twoFaEnforcedFor(suite.emulator.context, financeUser)).toBe(true);
    // Newcomer Ventures' people are not bound by Acme Retail's rule.
    const newcomer = (await suite.emulator.context.db.get<{ id: string }>(
      "SELECT id FROM users WHERE email = 'newcomer@paydesk.test'",
    ))!.id;
    expect(await twoFaEnforcedFor(suite.emulator.context, newcomer)).toBe(false);
  });
});

describe('permissions', () => {
  it('refuses every team action without users.write (reading: users.read)', async () => {
    const finance = await as('finance');
    const support = await identityOf('support@paydesk.test');
    expect((await rejection(list(finance))).code).toBe('forbidden');
    // One call at a time: a call made before the previous refusal is awaited may be refused with nobody listening.
    for (const call of [
      () => invite(finance),
      () => finance.api.call(team.actions['team/remove'], { id: support, payload: get(retail) }),
      () =>
        finance.api.call(team.actions['team/setTwoFaEnforcement'], {
          payload: {
            data: {
              type: 'team-settings',
              attributes: { resourceId: retail, twoFaEnforced: true },
            },
          },
        }),
    ]) {
      expect((await rejection(call())).code).toBe('forbidden');
    }
  });
});
