import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailbox,
  main,
  payoutRequests,
  permissionIdsOf,
  pushEvents,
} from './support/contractImports.js';
import { totpAt, totpStep } from '../src/domain/auth/totp.js';
import { pushFrameBytes } from '../src/realtime/answers.js';
import { Browser, DEMO_PASSWORD, startEmulator, type TestEmulator } from './support/emulator.js';
import { newClient, signedIn, type TestClient } from './support/client.js';
import { rejection } from './support/roles.js';

let emulator: TestEmulator;
let control: Browser;
const clients: TestClient[] = [];
const published: { event: string; channel: string }[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
  control = new Browser(emulator.url);
  // Record every push (the large-answer notice path is asserted from it).
  const publish = emulator.context.pusher.publish.bind(emulator.context.pusher);
  emulator.context.pusher.publish = (channel, event, data) => {
    published.push({ channel, event });
    return publish(channel, event, data);
  };
});
afterAll(() => emulator.stop());
beforeEach(async () => {
  await control.request('POST', '/__test/reset');
  published.length = 0;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.api.dispose();
});

const as = async (email: string) => {
  const client = await signedIn(emulator, email);
  clients.push(client);
  return client;
};
const anonymous = () => {
  const client = newClient(emulator);
  clients.push(client);
  return client;
};
const ids = async () => {
  const rows = await emulator.context.db.all<{ id: string; name: string }>(
    'SELECT id, name FROM resources',
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>;
};
const code = (secret: string, offset = 0) =>
  totpAt(secret, totpStep(emulator.context.clock.now()) + offset);
const list = (attributes: Record<string, unknown> = {}) => ({
  data: { type: 'list-request' as const, attributes: { page: { size: 500 }, ...attributes } },
});
const mailLink = async (to: string) =>
  ((await control.request('GET', `/__test/mail?to=${to}`)).json.data as { link: string }[]).at(-1)!
    .link;

describe('sign-in calls', () => {
  it('signs in, reads the self user, checks the session and signs out', async () => {
    const { api } = anonymous();
    const answer = await api.signIn({
      email: 'admin@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    expect(answer.data.attributes).toMatchObject({ status: 'ok', accessToken: '' });
    expect(answer.data.attributes.wsChannel).toMatch(/^private-/);
    expect(answer.included?.[0]?.attributes.email).toBe('admin@paydesk.test');
    const me = await api.me();
    expect(me.data.attributes).toEqual({
      email: 'admin@paydesk.test',
      name: 'Ada Admin',
      twoFaEnabled: false,
    });
    expect(await api.checkSession()).toBe('valid');
    await api.signOut();
    expect(await api.checkSession()).toBe('expired');
  });

  it('walks 2FA and identity select', async () => {
    const { api } = anonymous();
    const first = await api.signIn({
      email: 'totp@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    expect(first.data.attributes.status).toBe('2fa-required');
    const wrong = await rejection(
      api.confirmTwoFa({ accessToken: first.data.attributes.accessToken, code: '000000' }),
    );
    expect(wrong.titles).toEqual(['Incorrect 2FA verification code']);
    const done = await api.confirmTwoFa({
      accessToken: first.data.attributes.accessToken,
      code: code('JBSWY3DPEHPK3PXP'),
    });
    expect(done.data.attributes.status).toBe('ok');

    const multi = anonymous().api;
    const select = await multi.signIn({
      email: 'multi@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    expect(select.data.attributes.status).toBe('identity-select');
    expect(select.included?.map((identity) => identity.attributes.name)).toEqual([
      'Mia Multi · Acme Commerce',
      'Mia Multi · Globex Payments',
    ]);
    const none = await rejection(
      multi.selectIdentity({
        accessToken: select.data.attributes.accessToken,
        identityId: 'idt_nope',
      }),
    );
    expect(none.titles).toEqual(['No available identities found']);
    const globex = select.included![1]!;
    const ok = await multi.selectIdentity({
      accessToken: select.data.attributes.accessToken,
      identityId: globex.id,
    });
    expect(ok.data.attributes).toMatchObject({ status: 'ok', identityId: globex.id });
  });

  it('answers the sign-in errors of SPEC §8', async () => {
    const { api } = anonymous();
    const signIn = (email: string, password = DEMO_PASSWORD) =>
      rejection(api.signIn({ email, password, isTrustedDevice: false, setAuthCookie: true }));
    expect((await signIn('admin@paydesk.test', 'Wrong-password-1')).titles).toEqual([
      'Incorrect login or password',
    ]);
    expect((await signIn('nobody@paydesk.test')).titles).toEqual(['Incorrect login or password']);
    expect((await signIn('blocked@paydesk.test')).code).toBe('account-blocked');
    expect((await signIn('suspended@paydesk.test')).titles).toEqual([
      'Your account is temporarily suspended',
    ]);
    const expired = await api.signIn({
      email: 'expired@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    expect(expired.data.attributes.status).toBe('password-change-required');
    await api.changePassword({
      accessToken: expired.data.attributes.accessToken,
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Brand-new-pass-7',
    });
    const again = await api.signIn({
      email: 'expired@paydesk.test',
      password: 'Brand-new-pass-7',
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    expect(again.data.attributes.status).toBe('ok');
  });

  it('answers "No active identities" for a user whose only identity is disabled', async () => {
    const admin = await as('admin@paydesk.test');
    const finance = (await emulator.context.db.get<{ id: string }>(
      "SELECT identities.id FROM identities JOIN users ON users.id = user_id WHERE email = 'finance@paydesk.test'",
    ))!;
    const patched = await admin.api.call(main.actions['identities/patch'], {
      id: finance.id,
      payload: { data: { type: 'identity', attributes: { status: 'disabled' } } },
    });
    expect(patched.data.attributes.status).toBe('disabled');
    const error = await rejection(
      anonymous().api.signIn({
        email: 'finance@paydesk.test',
        password: DEMO_PASSWORD,
        isTrustedDevice: false,
        setAuthCookie: true,
      }),
    );
    expect(error.titles).toEqual(['No active identities']);
  });

  it('resets a password with an emailed token, once; sign-up and confirm set a first password', async () => {
    const { api } = anonymous();
    await api.resetPassword({ email: 'admin@paydesk.test' });
    const token = (await mailLink('admin@paydesk.test')).split('/').at(-1)!;
    await api.setPassword({ token, password: 'Reset-pass-123' });
    expect((await rejection(api.setPassword({ token, password: 'Reset-pass-456' }))).code).toBe(
      'token-invalid',
    );
    await api.resetPassword({ email: 'admin@paydesk.test' });
    const late = (await mailLink('admin@paydesk.test')).split('/').at(-1)!;
    await control.request('POST', '/__test/clock', { advanceMs: 2 * 3_600_000 });
    expect(
      (await rejection(api.setPassword({ token: late, password: 'Reset-pass-456' }))).titles,
    ).toEqual(['Token expired']);

    await api.signUp({ email: 'new.merchant@paydesk.test' });
    const confirm = await mailLink('new.merchant@paydesk.test');
    expect(confirm).toMatch(/^\/confirm\//);
    await api.setPassword({ token: confirm.split('/').at(-1)!, password: 'First-pass-123' });
    // Signed up but not yet a member of any merchant.
    const error = await rejection(
      api.signIn({
        email: 'new.merchant@paydesk.test',
        password: 'First-pass-123',
        isTrustedDevice: false,
        setAuthCookie: true,
      }),
    );
    expect(error.titles).toEqual(['No active identities']);
  });

  it('changes the password when signed in (with the 2FA code when 2FA is on)', async () => {
    const client = await signedInTotp();
    const error = await rejection(
      client.api.changePassword({
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed-pass-1',
        twoFaCode: '000000',
      }),
    );
    expect(error.titles).toEqual(['Incorrect 2FA verification code']);
    await control.request('POST', '/__test/clock', { advanceMs: 30_000 });
    await client.api.changePassword({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Changed-pass-1',
      twoFaCode: code('JBSWY3DPEHPK3PXP'),
    });
    expect(await client.api.checkSession()).toBe('valid');
  });

  it('runs the set-2fa page: Access-Token header and a channel named from the token hash', async () => {
    const { api } = anonymous();
    await api.resetTwoFa({ email: 'admin@paydesk.test' });
    const token = (await mailLink('admin@paydesk.test')).split('/').at(-1)!;
    await api.startSetTwoFa(token);
    expect(api.channel).toMatch(/^private-set-2fa\.[0-9a-f]{64}$/);
    // A 2FA reset link asks for the password before a new secret.
    const secret = await api.call(main.actions['users/createTwoFaSecret'], {
      payload: { data: { type: '2fa-secret-create', attributes: { password: DEMO_PASSWORD } } },
    });
    expect(secret.data.attributes.otpauthUrl).toContain(secret.data.attributes.secret);
    const confirmed = await api.call(main.actions['users/confirmTwoFaSecret'], {
      payload: {
        data: {
          type: '2fa-secret-confirm',
          attributes: {
            secret: secret.data.attributes.secret,
            code: code(secret.data.attributes.secret),
          },
        },
      },
    });
    expect(confirmed.data.attributes.enabled).toBe(true);
    api.endSession();
  });
});

async function signedInTotp(): Promise<TestClient> {
  const client = anonymous();
  const first = await client.api.signIn({
    email: 'totp@paydesk.test',
    password: DEMO_PASSWORD,
    isTrustedDevice: false,
    setAuthCookie: true,
  });
  const done = await client.api.confirmTwoFa({
    accessToken: first.data.attributes.accessToken,
    code: code('JBSWY3DPEHPK3PXP'),
  });
  client.api.startSession(done.data.attributes.wsChannel!);
  return client;
}

describe('main actions', () => {
  it('users/me, 2FA secret create → confirm → disable', async () => {
    const { api } = await as('admin@paydesk.test');
    expect((await api.call(main.actions['users/me'])).data.attributes.email).toBe(
      'admin@paydesk.test',
    );
    const secret = (
      await api.call(main.actions['users/createTwoFaSecret'], {
        payload: { data: { type: '2fa-secret-create', attributes: {} } },
      })
    ).data.attributes.secret;
    const wrong = await rejection(
      api.call(main.actions['users/confirmTwoFaSecret'], {
        payload: { data: { type: '2fa-secret-confirm', attributes: { secret, code: '000000' } } },
      }),
    );
    expect(wrong.titles).toEqual(['Incorrect 2FA verification code']);
    const on = await api.call(main.actions['users/confirmTwoFaSecret'], {
      payload: { data: { type: '2fa-secret-confirm', attributes: { secret, code: code(secret) } } },
    });
    expect(on.data.attributes.enabled).toBe(true);
    expect((await api.me()).data.attributes.twoFaEnabled).toBe(true);
    await control.request('POST', '/__test/clock', { advanceMs: 30_000 });
    const off = await api.call(main.actions['users/disableTwoFa'], {
      payload: { data: { type: '2fa-disable-request', attributes: { code: code(secret) } } },
    });
    expect(off.data.attributes.enabled).toBe(false);
  });

  it('identities/getResourceTree: merchant → organization → project → channel with payment methods; a large answer arrives as a notice and is fetched', async () => {
    const { api } = await as('admin@paydesk.test');
    const resource = await ids();
    const tree = await api.call(main.actions['identities/getResourceTree'], {
      payload: list({ resourceId: resource['Acme Commerce'], include: ['payment-method'] }),
    });
    const types = new Set(tree.data.map((node) => node.attributes.resourceType));
    expect([...types]).toEqual(['merchant', 'organization', 'project', 'channel']);
    const retail = tree.data.find((node) => node.attributes.name === 'Acme Retail')!;
    expect(retail.relationships.parent.data?.id).toBe(resource['Acme Commerce']);
    expect(retail.attributes.number).toBe('30012345');
    expect(tree.included?.length).toBeGreaterThan(0);
    expect(tree.meta.page).toEqual({ size: 500, after: null });
    // Over Pusher's 10 KB limit: pushed as a notice, and the client fetched it over HTTP.
    const kept = await emulator.context.db.get<{ owner: string; body: string }>(
      "SELECT owner, body FROM answers WHERE action = 'identities/getResourceTree'",
    );
    expect(pushFrameBytes(kept!.owner, pushEvents.answer, kept!.body)).toBeGreaterThan(10 * 1024);
    expect(published.map((push) => push.event)).toContain(pushEvents.answerStored);
  });

  it('identities/listMyResources pages with an after cursor', async () => {
    const { api } = await as('multi@paydesk.test');
    const filters = [['resourceType', '=', 'organization']] as [string, '=', string][];
    const first = await api.call(main.actions['identities/listMyResources'], {
      payload: list({ filters, page: { size: 5 } }),
    });
    expect(first.data).toHaveLength(2);
    const globex = anonymous().api;
    const select = await globex.signIn({
      email: 'multi@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    const ok = await globex.selectIdentity({
      accessToken: select.data.attributes.accessToken,
      identityId: select.included![1]!.id,
    });
    globex.startSession(ok.data.attributes.wsChannel!);
    const page1 = await globex.call(main.actions['identities/listMyResources'], {
      payload: list({ filters, page: { size: 5 } }),
    });
    expect(page1.data).toHaveLength(5);
    const page2 = await globex.call(main.actions['identities/listMyResources'], {
      payload: list({ filters, page: { size: 5, after: page1.meta.page.after! } }),
    });
    expect(page2.data.map((node) => node.attributes.name)).toEqual([
      'Globex Benelux',
      'Globex Marketplace',
    ]);
    expect(page2.meta.page.after).toBeNull();
  });

  it('identities/getMyPermissions answers opaque ids, narrowed to a resource', async () => {
    const { api } = await as('finance@paydesk.test');
    const resource = await ids();
    const all = await api.call(main.actions['identities/getMyPermissions']);
    expect(all.data.attributes.permissions).toEqual(
      expect.arrayContaining(permissionIdsOf(['transactions.read.1', 'refund.write'])),
    );
    expect(all.data.attributes.permissions).not.toContain(permissionIdsOf(['api-keys.write'])[0]);
    const onRetail = await api.call(main.actions['identities/getMyPermissions'], {
      payload: {
        data: { type: 'get-request', attributes: { resourceId: resource['Acme Retail']! } },
      },
    });
    expect(onRetail.data.attributes.permissions).toEqual(all.data.attributes.permissions);
    const noaccess = await as('noaccess@paydesk.test');
    const denied = await rejection(
      noaccess.api.call(main.actions['identities/getResourceTree'], { payload: list() }),
    );
    expect(denied.titles).toEqual(['You are not allowed to perform this action']);
    const newcomer = await as('newcomer@paydesk.test');
    const none = await newcomer.api.call(main.actions['identities/listMyResources'], {
      payload: list({ filters: [['resourceType', '=', 'organization']] }),
    });
    expect(none.data).toEqual([]);
  });

  it('identity groups: get, replace, add over HTTP, remove over HTTP', async () => {
    const { api } = await as('admin@paydesk.test');
    const resource = await ids();
    const support = (await emulator.context.db.get<{ id: string }>(
      "SELECT identities.id FROM identities JOIN users ON users.id = user_id WHERE email = 'support@paydesk.test'",
    ))!.id;
    const before = await api.call(main.actions['identities/getIdentityGroups'], { id: support });
    expect(before.data.map((group) => group.attributes.role)).toEqual(['support']);
    const replaced = await api.call(main.actions['identities/replaceIdentityGroups'], {
      id: support,
      payload: {
        data: [
          {
            type: 'identity-group',
            attributes: { role: 'custom', permissions: permissionIdsOf(['topics.read']) },
            relationships: {
              resource: { data: { type: 'resource', id: resource['Acme Retail']! } },
            },
          },
        ],
      },
    });
    expect(replaced.data[0]!.attributes).toMatchObject({
      role: 'custom',
      permissions: permissionIdsOf(['topics.read']),
    });

    // Without projects.read the project details are refused with the spec's message.
    const supportClient = await as('support@paydesk.test');
    const noRights = await rejection(
      supportClient.api.projectDetails(resource['Retail Web Shop']!),
    );
    expect(noRights.status).toBe(403);
    expect(noRights.titles).toEqual(['No rights to access project details']);

    const added = await api.addIdentityGroup(support, {
      data: {
        type: 'identity-group',
        attributes: {
          role: 'finance',
          expiresAt: new Date(emulator.context.clock.now() + 86_400_000).toISOString(),
        },
        relationships: { resource: { data: { type: 'resource', id: resource['Acme Travel']! } } },
      },
    });
    expect(added.data.attributes.role).toBe('finance');
    expect(added.data.attributes.expiresAt).not.toBeNull();
    await api.removeIdentityGroup(support, added.data.id);
    const after = await api.call(main.actions['identities/getIdentityGroups'], { id: support });
    expect(after.data.map((group) => group.attributes.role)).toEqual(['custom']);
  });

  it('login sessions: listActiveTokens and deleteAccessToken', async () => {
    const first = await as('admin@paydesk.test');
    const second = await as('admin@paydesk.test');
    const tokens = await second.api.call(main.actions['identities/listActiveTokens'], {
      payload: list(),
    });
    expect(tokens.data).toHaveLength(2);
    const other = tokens.data.find((token) => !token.attributes.current)!;
    await second.api.call(main.actions['identities/deleteAccessToken'], {
      payload: { data: { type: 'delete-request', attributes: { resourceId: other.id } } },
    });
    expect(await first.api.checkSession()).toBe('expired');
  });

  it('identities/patch renames the own identity', async () => {
    const { api } = await as('admin@paydesk.test');
    const me = (await api.me()).included as { id: string }[] | undefined;
    const identityId =
      me?.[0]?.id ??
      (await emulator.context.db.get<{ id: string }>(
        "SELECT identities.id FROM identities JOIN users ON users.id = user_id WHERE email = 'admin@paydesk.test'",
      ))!.id;
    const patched = await api.call(main.actions['identities/patch'], {
      id: identityId,
      payload: { data: { type: 'identity', attributes: { name: 'Ada A. · Acme Commerce' } } },
    });
    expect(patched.data.attributes.name).toBe('Ada A. · Acme Commerce');
  });

  it('resources/get, getChildrenTree and getParentTree', async () => {
    const { api } = await as('admin@paydesk.test');
    const resource = await ids();
    const node = await api.call(main.actions['resources/get'], {
      id: resource['Retail Web Shop']!,
    });
    expect(node.data.attributes).toMatchObject({ resourceType: 'project', mode: 'live' });
    const children = await api.call(main.actions['resources/getChildrenTree'], {
      id: resource['Acme Retail']!,
    });
    expect(
      children.data.filter((child) => child.attributes.resourceType === 'project'),
    ).toHaveLength(3);
    const parents = await api.call(main.actions['resources/getParentTree'], {
      id: resource['Retail Web Shop']!,
    });
    expect(parents.data.map((parent) => parent.attributes.name)).toEqual([
      'Acme Commerce',
      'Acme Retail',
    ]);
  });

  it('projects: create, get, details (and the spec errors)', async () => {
    const { api } = await as('developer@paydesk.test');
    const resource = await ids();
    const created = await api.call(main.actions['projects/create'], {
      payload: {
        data: {
          type: 'project',
          attributes: {
            name: 'Retail Mobile App',
            mode: 'sandbox',
            integrationType: 'server-to-server',
          },
          relationships: {
            organization: { data: { type: 'resource', id: resource['Acme Retail']! } },
          },
        },
      },
    });
    expect(created.data.attributes).toMatchObject({
      name: 'Retail Mobile App',
      mode: 'sandbox',
      integrationType: 'server-to-server',
    });
    const got = await api.call(main.actions['projects/get'], { id: created.data.id });
    expect(got.data.relationships.organization.data.id).toBe(resource['Acme Retail']);
    const details = await api.projectDetails(resource['Retail Web Shop']!);
    expect(details.data.attributes.channels.map((channel) => channel.currency)).toEqual([
      'EUR',
      'EUR',
      'EUR',
      'USD',
      'USD',
    ]);
    const foreign = await rejection(api.projectDetails(resource['Travel Bookings']!));
    expect(foreign.titles).toEqual(['Project from url does not exist in current organization']);
    const refused = await rejection(
      api.call(main.actions['projects/create'], {
        payload: {
          data: {
            type: 'project',
            attributes: { name: 'Elsewhere', mode: 'live' },
            relationships: {
              organization: { data: { type: 'resource', id: resource['Acme Travel']! } },
            },
          },
        },
      }),
    );
    expect(refused.code).toBe('not-found');
  });

  it('organizations/create with per-field errors', async () => {
    const { api } = await as('admin@paydesk.test');
    const resource = await ids();
    const create = (name: string, number: string) =>
      api.call(main.actions['organizations/create'], {
        payload: {
          data: {
            type: 'organization',
            attributes: { name, number },
            relationships: {
              merchant: { data: { type: 'resource', id: resource['Acme Commerce']! } },
            },
          },
        },
      });
    const created = await create('Acme Outlet', '30012399');
    expect(created.data.attributes).toEqual({ name: 'Acme Outlet', number: '30012399' });
    const errors = await rejection(create('A', '30012345'));
    expect(errors.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/name',
      '/data/attributes/number',
    ]);
    const listed = await api.call(main.actions['identities/listMyResources'], {
      payload: list({ filters: [['resourceType', '=', 'organization']] }),
    });
    expect(listed.data.map((node) => node.attributes.name)).toContain('Acme Outlet');
  });
});

describe('mailbox actions', () => {
  it('topics list (pending badge), create with an attachment, set status, messages, files', async () => {
    const client = await as('admin@paydesk.test');
    const { api } = client;
    const resource = await ids();
    const retail = resource['Acme Retail']!;
    const pending = await api.call(mailbox.actions['topics/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: retail,
            page: { size: 200 },
            filters: [['status', '=', 'pending']],
          },
        },
      },
    });
    expect(pending.data.map((topic) => topic.attributes.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    const file = await api.call(mailbox.actions['messages/allocateAttachment'], {
      payload: {
        data: {
          type: 'file',
          attributes: { name: 'statement.csv', size: 11, mimeType: 'text/csv' },
        },
      },
    });
    await api.upload(file.data.attributes.uploadPath!, new Blob(['a,b\n1,2\n3,4']));
    const spare = await api.call(mailbox.actions['messages/allocateAttachment'], {
      payload: {
        data: { type: 'file', attributes: { name: 'spare.txt', size: 3, mimeType: 'text/plain' } },
      },
    });
    await api.call(mailbox.actions['messages/deleteAttachment'], {
      payload: { data: { type: 'delete-request', attributes: { resourceId: spare.data.id } } },
    });

    const topic = await api.call(mailbox.actions['topics/create'], {
      payload: {
        data: {
          type: 'topic',
          attributes: {
            subject: 'Statement mismatch',
            body: 'The attached statement does not add up.',
          },
          relationships: {
            resource: { data: { type: 'resource', id: retail } },
            attachments: { data: [{ type: 'file', id: file.data.id }] },
          },
        },
      },
    });
    expect(topic.data.attributes).toMatchObject({
      subject: 'Statement mismatch',
      status: 'pending',
      messageCount: 1,
    });
    const reply = await api.call(mailbox.actions['messages/create'], {
      payload: {
        data: {
          type: 'message',
          attributes: { body: 'Any news?' },
          relationships: { topic: { data: { type: 'topic', id: topic.data.id } } },
        },
      },
    });
    expect(reply.data.attributes.author).toBe('merchant');
    const messages = await api.call(mailbox.actions['messages/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: topic.data.id } } },
    });
    expect(messages.data.map((message) => message.attributes.body)).toEqual([
      'The attached statement does not add up.',
      'Any news?',
    ]);
    expect(messages.included?.map((included) => included.attributes.name)).toEqual([
      'statement.csv',
    ]);
    const fileId = await api.call(mailbox.actions['messages/getFileId'], {
      payload: { data: { type: 'get-request', attributes: { resourceId: file.data.id } } },
    });
    const blob = await api.download(`/api/files/${fileId.data.id}`, {
      fileName: 'statement.csv',
      save: false,
    });
    expect(await blob.text()).toBe('a,b\n1,2\n3,4');
    const status = await api.call(mailbox.actions['topics/setStatus'], {
      id: topic.data.id,
      payload: { data: { type: 'topic', attributes: { status: 'resolved' } } },
    });
    expect(status.data.attributes.status).toBe('resolved');

    // Someone outside Acme Retail gets a 403 on the file path and the client raises the 'not allowed' notice.
    const outsider = await as('newcomer@paydesk.test');
    await rejection(
      outsider.api.download(`/api/files/${fileId.data.id}`, { fileName: 'x.csv', save: false }),
    );
    expect(outsider.notices).toContainEqual(
      expect.objectContaining({ kind: 'not-allowed', message: 'Please contact support' }),
    );
  });
});

describe('mailbox attachments across members', () => {
  it("the owner of a topic downloads a file support's supervisor attached to it", async () => {
    const finance = await as('finance@paydesk.test');
    const admin = await as('admin@paydesk.test');
    const retail = (await ids())['Acme Retail']!;
    const topic = await finance.api.call(mailbox.actions['topics/create'], {
      payload: {
        data: {
          type: 'topic',
          attributes: { subject: 'Payout statement', body: 'Could you send the statement?' },
          relationships: { resource: { data: { type: 'resource', id: retail } } },
        },
      },
    });
    const file = await admin.api.call(mailbox.actions['messages/allocateAttachment'], {
      payload: {
        data: { type: 'file', attributes: { name: 'payouts.csv', size: 4, mimeType: 'text/csv' } },
      },
    });
    await admin.api.upload(file.data.attributes.uploadPath!, new Blob(['a,b\n']));
    await admin.api.call(mailbox.actions['messages/create'], {
      payload: {
        data: {
          type: 'message',
          attributes: { body: 'Here it is.' },
          relationships: {
            topic: { data: { type: 'topic', id: topic.data.id } },
            attachments: { data: [{ type: 'file', id: file.data.id }] },
          },
        },
      },
    });
    const fileId = await finance.api.call(mailbox.actions['messages/getFileId'], {
      payload: { data: { type: 'get-request', attributes: { resourceId: file.data.id } } },
    });
    const blob = await finance.api.download(`/api/files/${fileId.data.id}`, {
      fileName: 'payouts.csv',
      save: false,
    });
    expect(await blob.text()).toBe('a,b\n');
  });
});

describe('payout-requests actions', () => {
  it('lists the legacy payout requests of Acme Retail with a cursor; Acme Travel has none', async () => {
    const { api } = await as('finance@paydesk.test');
    const resource = await ids();
    const page1 = await api.call(payoutRequests.actions['payout-requests/externalList'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: resource['Acme Retail']!, page: { size: 10 } },
        },
      },
    });
    expect(page1.data).toHaveLength(10);
    const page3 = await api.call(payoutRequests.actions['payout-requests/externalList'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: resource['Acme Retail']!,
            page: { size: 20, after: page1.data.at(-1)!.id },
          },
        },
      },
    });
    expect(page3.data).toHaveLength(14);
    const admin = await as('admin@paydesk.test');
    const travel = await admin.api.call(payoutRequests.actions['payout-requests/externalList'], {
      payload: {
        data: { type: 'list-request', attributes: { resourceId: resource['Acme Travel']! } },
      },
    });
    expect(travel.data).toEqual([]);
  });
});

describe('push configuration and channel authorization', () => {
  it('connects pusher-js from GET /api/push-config and answers over it', async () => {
    const { createApiClient } = await import('@paydesk/api-client');
    const { cookieFetch } = await import('./support/client.js');
    const api = createApiClient({ baseUrl: emulator.url, fetch: cookieFetch(), visibility: false });
    try {
      const config = await api.usePushConfig();
      expect(config).toEqual({
        key: 'paydesk-key',
        host: '127.0.0.1',
        port: Number(new URL(emulator.url).port),
        tls: false,
        cluster: 'mt1',
      });
      const answer = await api.signIn({
        email: 'admin@paydesk.test',
        password: DEMO_PASSWORD,
        isTrustedDevice: false,
        setAuthCookie: true,
      });
      api.startSession(answer.data.attributes.wsChannel!);
      expect((await api.call(main.actions['users/me'])).data.attributes.email).toBe(
        'admin@paydesk.test',
      );
      expect(api.connectionState).toBe('connected');
    } finally {
      api.dispose();
    }
  });

  it('a bad-request broadcasting auth signs the user out; another session’s channel is refused', async () => {
    const client = await as('admin@paydesk.test');
    const signedOut: string[] = [];
    client.api.events.on('signedOut', ({ reason }) => signedOut.push(reason));
    expect(
      (await rejection(client.api.authorizeChannel('not-a-socket-id', client.api.channel!))).status,
    ).toBe(400);
    expect(signedOut).toEqual(['auth-rejected']);
    const other = await as('finance@paydesk.test');
    const refused = await rejection(client.api.authorizeChannel('123.456', other.api.channel!));
    expect(refused.status).toBe(403);
    expect(client.notices).toContainEqual(expect.objectContaining({ kind: 'push-auth-failed' }));
  });
});

describe('transport errors of SPEC §8 and delivery guarantees', () => {
  it('401 → one session recheck → sessionExpired', async () => {
    const client = await as('admin@paydesk.test');
    await control.request('POST', '/__test/clock', { advanceMs: 31 * 60_000 });
    const error = await rejection(client.api.call(main.actions['users/me']));
    expect(error.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.expired).toHaveLength(1);
  });

  it('429 → the rate-limited notice with Retry-After; 500 → a server-error notice', async () => {
    const client = await as('admin@paydesk.test');
    await control.request('POST', '/__test/faults', { nextStatus: { status: 500, count: 1 } });
    const failed = await rejection(client.api.me());
    expect(failed.code).toBe('500');
    expect(client.notices).toContainEqual(
      expect.objectContaining({
        kind: 'server-error',
        titles: ['Some error occurred. Please try again later'],
      }),
    );
    await control.request('POST', '/__test/faults', { nextStatus: { status: 429, count: 1 } });
    await rejection(client.api.me());
    expect(client.notices).toContainEqual(
      expect.objectContaining({
        kind: 'rate-limited',
        message: "You're sending requests too quickly. Slow down and try again after a short wait.",
      }),
    );
  });

  it('delayed pushes and a delayed broadcasting auth still deliver', async () => {
    const client = await as('admin@paydesk.test');
    // Subscribed first, so the answer comes by the (delayed) push rather than the subscription catch-up fetch.
    while (emulator.context.pusher.subscriberCount(client.api.channel!) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await control.request('POST', '/__test/faults', { pushDelayMs: 400, authDelayMs: 300 });
    let started = performance.now();
    expect((await client.api.call(main.actions['users/me'])).data.attributes.email).toBe(
      'admin@paydesk.test',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    started = performance.now();
    await client.api.authorizeChannel('123.456', client.api.channel!);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    await control.request('DELETE', '/__test/faults');
  });

  it('a dropped push is recovered over HTTP; the same requestReference twice has one effect', async () => {
    const { api } = await as('admin@paydesk.test');
    await control.request('POST', '/__test/faults', { dropPushRate: 1 });
    const me = await api.call(main.actions['users/me'], undefined, { timeoutMs: 15_000 });
    expect(me.data.attributes.email).toBe('admin@paydesk.test');
    await control.request('DELETE', '/__test/faults');

    const resource = await ids();
    const requestReference = randomUUID();
    const body = {
      data: {
        requestReference,
        action: 'organizations/create',
        payload: {
          data: {
            type: 'organization',
            attributes: { name: 'Once Only', number: '30019999' },
            relationships: {
              merchant: { data: { type: 'resource', id: resource['Acme Commerce'] } },
            },
          },
        },
      },
    };
    const [a, b] = await Promise.all([
      api.http.request({ method: 'POST', path: '/api/main', body }),
      api.http.request({ method: 'POST', path: '/api/main', body }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await api.http.request({ method: 'POST', path: '/api/main', body });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const count = await emulator.context.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM resources WHERE name = 'Once Only'",
    );
    expect(Number(count?.n)).toBe(1);
    expect(emulator.context.effects.get(requestReference)).toBe(1);
  });
});
