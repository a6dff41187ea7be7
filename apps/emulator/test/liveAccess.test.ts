// Access changes reach open sessions: role changes are pushed to the identity's own sessions, temporary access ends
// at its expiry on the emulator clock, and a member left with nothing (or disabled) is signed out at once.
import { main, pushEvents, TEAM_ERRORS, type AccessChangedEvent } from '@paydesk/api-client';
import type { RoleName } from '@paydesk/permissions';
import { describe, expect, it, vi } from 'vitest';
import { channelSubscribed, type TestClient } from './support/client.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';
import { emulatorSuite } from './support/suite.js';

const MINUTE = 60_000;

const suite = emulatorSuite();
const as = clientsByRole(suite);

async function identityOf(role: string): Promise<string> {
  const row = await suite.emulator.context.db.get<{ id: string }>(
    'SELECT identities.id FROM identities JOIN users ON users.id = user_id WHERE email = ?',
    [`${role}@paydesk.test`],
  );
  return row!.id;
}

/** The access-changed notices a client hears, once its channel is subscribed (a notice is not kept for later). */
async function heard(client: TestClient): Promise<AccessChangedEvent[]> {
  const events: AccessChangedEvent[] = [];
  client.api.events.on('accessChanged', (event) => events.push(event));
  await channelSubscribed(client);
  return events;
}

const group = (role: RoleName, resourceId: string, expiresAt: number | null = null) => ({
  type: 'identity-group' as const,
  attributes: {
    role,
    ...(expiresAt === null ? {} : { expiresAt: new Date(expiresAt).toISOString() }),
  },
  relationships: { resource: { data: { type: 'resource' as const, id: resourceId } } },
});

const permissionsOf = async (client: TestClient) =>
  (await client.api.call(main.actions['identities/getMyPermissions'])).data.attributes.permissions;

/** Waits until `check` passes (push notices and socket closes arrive a moment after the call). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

describe('access changes reach open sessions', () => {
  it('a role change is pushed to that identity’s sessions only, and applies to its next request', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const admin = await as('admin');
    const finance = await as('finance');
    const support = await as('support');
    const [toAdmin, toFinance, toSupport] = await Promise.all([
      heard(admin),
      heard(finance),
      heard(support),
    ]);
    const financeId = await identityOf('finance');
    const before = await permissionsOf(finance);

    await admin.api.call(main.actions['identities/replaceIdentityGroups'], {
      id: financeId,
      payload: { data: [group('support', retail)] },
    });

    await eventually(() => expect(toFinance).toEqual([{ identityId: financeId }]));
    const after = await permissionsOf(finance);
    expect(after.length).toBeLessThan(before.length);
    // Nobody else hears of it.
    expect(toAdmin).toEqual([]);
    expect(toSupport).toEqual([]);
  });

  it('adding and removing a group over HTTP is pushed as well', async () => {
    const travel = await organizationId(suite, 'Acme Travel');
    const admin = await as('admin');
    const finance = await as('finance');
    const toFinance = await heard(finance);
    const financeId = await identityOf('finance');

    const added = await admin.api.addIdentityGroup(financeId, { data: group('support', travel) });
    await eventually(() => expect(toFinance).toHaveLength(1));
    await admin.api.removeIdentityGroup(financeId, added.data!.id);
    await eventually(() => expect(toFinance).toHaveLength(2));
  });

  it('temporary access ends at its expiry: what is left stays, with a notice', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const travel = await organizationId(suite, 'Acme Travel');
    const admin = await as('admin');
    const financeId = await identityOf('finance');
    const publish = vi.spyOn(suite.emulator.context.pusher, 'publish');
    const now = suite.emulator.context.clock.now();
    await admin.api.call(main.actions['identities/replaceIdentityGroups'], {
      id: financeId,
      payload: { data: [group('finance', retail), group('finance', travel, now + 10 * MINUTE)] },
    });
    const finance = await as('finance');
    const toFinance = await heard(finance);
    const travelPermissions = async () =>
      (
        await finance.api.call(main.actions['identities/getMyPermissions'], {
          payload: { data: { type: 'get-request', attributes: { resourceId: travel } } },
        })
      ).data.attributes.permissions;
    expect((await travelPermissions()).length).toBeGreaterThan(0);

    // Not yet: nothing is announced before the expiry.
    await suite.advance(5 * MINUTE);
    expect(publish).not.toHaveBeenCalledWith(
      expect.any(String),
      pushEvents.accessChanged,
      expect.anything(),
    );
    await suite.advance(6 * MINUTE);
    await eventually(() => expect(toFinance).toEqual([{ identityId: financeId }]));
    // Travel is out of sight from that moment; Retail is kept and the session lives on.
    expect((await rejection(travelPermissions())).code).toBe('not-found');
    expect((await permissionsOf(finance)).length).toBeGreaterThan(0);

    // Once only: a second run at the same time, or later, announces nothing more.
    const calls = publish.mock.calls.filter(([, event]) => event === pushEvents.accessChanged);
    await suite.advance(0);
    await suite.advance(MINUTE);
    expect(publish.mock.calls.filter(([, event]) => event === pushEvents.accessChanged)).toEqual(
      calls,
    );
    publish.mockRestore();
  });

  it('an expired group grants nothing from that moment, even before the clock job runs', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const admin = await as('admin');
    const financeId = await identityOf('finance');
    const now = suite.emulator.context.clock.now();
    await admin.api.call(main.actions['identities/replaceIdentityGroups'], {
      id: financeId,
      payload: { data: [group('support', retail), group('finance', retail, now + 10 * MINUTE)] },
    });
    const finance = await as('finance');
    const before = await permissionsOf(finance);
    // The clock moves without running the jobs (as between two 30-second runs).
    suite.emulator.context.clock.advance(11 * MINUTE);
    const after = await permissionsOf(finance);
    expect(after.length).toBeLessThan(before.length);
  });

  it('a temporary role must end in the future: a past expiry is refused at its field', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const admin = await as('admin');
    const financeId = await identityOf('finance');
    const now = suite.emulator.context.clock.now();
    const refused = await rejection(
      admin.api.call(main.actions['identities/replaceIdentityGroups'], {
        id: financeId,
        payload: { data: [group('finance', retail), group('support', retail, now - MINUTE)] },
      }),
    );
    expect(refused.errors[0]).toMatchObject({
      title: TEAM_ERRORS.expiryInPast,
      code: 'expiry-in-past',
      source: { pointer: '/data/1/attributes/expiresAt' },
    });
  });

  it('a member whose last access expires is signed out: the session ends and its socket closes', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const admin = await as('admin');
    const financeId = await identityOf('finance');
    const now = suite.emulator.context.clock.now();
    await admin.api.call(main.actions['identities/replaceIdentityGroups'], {
      id: financeId,
      payload: { data: [group('finance', retail, now + 10 * MINUTE)] },
    });
    const finance = await as('finance');
    await permissionsOf(finance);
    await channelSubscribed(finance);
    const closeSockets = vi.spyOn(suite.emulator.context.pusher, 'closeSockets');

    await suite.advance(11 * MINUTE);
    expect(closeSockets).toHaveBeenCalledWith(finance.api.channel);
    closeSockets.mockRestore();
    // The client's reconnect is refused: it reports the session gone instead of retrying forever.
    await eventually(() => expect(finance.expired.length).toBeGreaterThan(0));
    expect((await rejection(permissionsOf(finance))).status).toBe(401);
    // The admin is untouched.
    expect((await permissionsOf(admin)).length).toBeGreaterThan(0);
  });

  it('a member whose roles are all taken away is signed out at once', async () => {
    const admin = await as('admin');
    const finance = await as('finance');
    await permissionsOf(finance);
    await channelSubscribed(finance);
    await admin.api.call(main.actions['identities/replaceIdentityGroups'], {
      id: await identityOf('finance'),
      payload: { data: [] },
    });
    await eventually(() => expect(finance.expired.length).toBeGreaterThan(0));
    expect((await rejection(permissionsOf(finance))).status).toBe(401);
    expect((await permissionsOf(admin)).length).toBeGreaterThan(0);
  });

  it('a disabled member is signed out at once', async () => {
    const admin = await as('admin');
    const finance = await as('finance');
    await permissionsOf(finance);
    await channelSubscribed(finance);
    await admin.api.call(main.actions['identities/patch'], {
      id: await identityOf('finance'),
      payload: { data: { type: 'identity', attributes: { status: 'disabled' } } },
    });
    await eventually(() => expect(finance.expired.length).toBeGreaterThan(0));
    expect((await rejection(permissionsOf(finance))).status).toBe(401);
  });
});
