// Allowed IP lists through the real api-client: entries checked with the shared ipRanges (each bad entry named at
// `entries`), names unique per organization, other organizations' lists not found, the role presets' permissions
// enforced, removal refused while an API key names the list, and the ranges API keys read.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALLOWED_IP_LIST_ERRORS,
  allowedIpLists,
  ApiError,
  IP_RANGE_ERROR,
  MAX_ALLOWED_IP_LIST_ENTRIES,
  type AllowedIpListCreate,
} from '@paydesk/api-client';
import { ApiError as DomainError } from '../src/domain/errors.js';
import { rangesOfAllowedIpLists } from '../src/domain/allowedIpLists/ranges.js';
import { DEMO_ALLOWED_IP_LIST } from '../src/seed/allowedIpLists.js';
import { signedIn, type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite();
const clients: TestClient[] = [];
let retail: string;
let travel: string;

const organization = async (name: string) =>
  (await suite.emulator.context.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE type = 'organization' AND name = ?",
    [name],
  ))!.id;

beforeAll(async () => {
  retail = await organization('Acme Retail');
  travel = await organization('Acme Travel');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.api.dispose();
});

const as = async (role: string) => {
  const client = await signedIn(suite.emulator, `${role}@paydesk.test`);
  clients.push(client);
  return client;
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the call to fail');
};

const create = async (
  client: TestClient,
  attributes: Partial<AllowedIpListCreate['data']['attributes']> = {},
) =>
  (
    await client.api.call(allowedIpLists.actions['allowed-ip-lists/create'], {
      payload: {
        data: {
          type: 'allowed-ip-lists',
          attributes: {
            resourceId: retail,
            name: 'Data centre',
            entries: ['192.0.2.10', '198.51.100.0/24', '2001:db8::/32'],
            ...attributes,
          },
        },
      },
    })
  ).data;

const list = async (
  client: TestClient,
  resourceId = retail,
  filters?: [string, string, string][],
) =>
  client.api.call(allowedIpLists.actions['allowed-ip-lists/list'], {
    payload: {
      data: {
        type: 'list-request',
        attributes: { resourceId, ...(filters ? { filters: filters as never } : {}) },
      },
    },
  });

const pointers = (error: ApiError) => error.errors.map((problem) => problem.source?.pointer);

describe('allowed IP lists', () => {
  it('creates, reads, lists, updates and removes a list; the seed has the office network', async () => {
    const admin = await as('admin');
    const seeded = await list(admin);
    expect(seeded.data.map((item) => item.attributes)).toEqual([
      expect.objectContaining({
        name: DEMO_ALLOWED_IP_LIST.name,
        entries: [...DEMO_ALLOWED_IP_LIST.entries],
      }),
    ]);

    const made = await create(admin, {
      entries: [' 192.0.2.10 ', '', '192.0.2.10', '2001:db8::/32'],
    });
    // Trimmed, blank lines dropped, a repeat kept once.
    expect(made.attributes).toMatchObject({
      organizationId: retail,
      name: 'Data centre',
      entries: ['192.0.2.10', '2001:db8::/32'],
    });
    const read = await admin.api.call(allowedIpLists.actions['allowed-ip-lists/get'], {
      id: made.id,
    });
    expect(read.data).toEqual(made);
    expect((await list(admin)).data.map((item) => item.attributes.name)).toEqual([
      'Data centre',
      'Office network',
    ]);
    expect((await list(admin, retail, [['search', 'like', '198.51']])).data).toHaveLength(0);
    expect(
      (await list(admin, retail, [['search', 'like', '2001:DB8:10']])).data.map((i) => i.id),
    ).toEqual([DEMO_ALLOWED_IP_LIST.id]);

    await suite.advance(60_000);
    const updated = await admin.api.call(allowedIpLists.actions['allowed-ip-lists/update'], {
      id: made.id,
      payload: {
        data: { type: 'allowed-ip-lists', attributes: { name: 'DC', entries: ['10.0.0.0/8'] } },
      },
    });
    expect(updated.data.attributes).toMatchObject({ name: 'DC', entries: ['10.0.0.0/8'] });
    expect(updated.data.attributes.updatedAt > made.attributes.updatedAt).toBe(true);

    await admin.api.call(allowedIpLists.actions['allowed-ip-lists/remove'], { id: made.id });
    const gone = await rejection(
      admin.api.call(allowedIpLists.actions['allowed-ip-lists/get'], { id: made.id }),
    );
    expect(gone.errors[0]!.code).toBe('not-found');
    expect(gone.errors[0]!.title).toBe(ALLOWED_IP_LIST_ERRORS.notFound);
  });

  it('refuses each bad entry at entries, naming it and its position, with the name errors in the same answer', async () => {
    const admin = await as('admin');
    const refused = await rejection(
      create(admin, { name: ' ', entries: ['192.0.2.1', '300.1.1.1', '', '2001:db8::/129'] }),
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({
        title: ALLOWED_IP_LIST_ERRORS.required,
        source: { pointer: '/data/attributes/name' },
      }),
      expect.objectContaining({
        title: IP_RANGE_ERROR,
        code: 'invalid-ip-range',
        detail: '300.1.1.1',
        meta: { index: 1, entry: '300.1.1.1' },
        source: { pointer: '/data/attributes/entries' },
      }),
      expect.objectContaining({
        title: IP_RANGE_ERROR,
        detail: '2001:db8::/129',
        meta: { index: 3, entry: '2001:db8::/129' },
      }),
    ]);

    const empty = await rejection(create(admin, { entries: ['', '  '] }));
    expect(empty.errors).toEqual([
      expect.objectContaining({
        title: ALLOWED_IP_LIST_ERRORS.entriesRequired,
        source: { pointer: '/data/attributes/entries' },
      }),
    ]);

    const many = Array.from(
      { length: MAX_ALLOWED_IP_LIST_ENTRIES + 1 },
      (_, i) => `10.0.${i}.0/24`,
    );
    const tooMany = await rejection(create(admin, { entries: many }));
    expect(tooMany.errors[0]!.title).toBe(ALLOWED_IP_LIST_ERRORS.tooManyEntries);
    expect((await create(admin, { entries: many.slice(1) })).attributes.entries).toHaveLength(
      MAX_ALLOWED_IP_LIST_ENTRIES,
    );

    const long = await rejection(create(admin, { name: 'x'.repeat(101) }));
    expect(pointers(long)).toEqual(['/data/attributes/name']);
    expect(long.errors[0]!.title).toBe(ALLOWED_IP_LIST_ERRORS.nameTooLong);
  });

  it('keeps names unique per organization whatever their case; the same name is fine elsewhere', async () => {
    const admin = await as('admin');
    const taken = await rejection(create(admin, { name: 'office NETWORK' }));
    expect(taken.errors).toEqual([
      expect.objectContaining({
        title: ALLOWED_IP_LIST_ERRORS.nameTaken,
        source: { pointer: '/data/attributes/name' },
      }),
    ]);
    const elsewhere = await create(admin, { resourceId: travel, name: 'Office network' });
    expect(elsewhere.attributes.organizationId).toBe(travel);

    // Renaming onto another list's name is refused; keeping its own name is not a clash.
    const other = await create(admin, { name: 'Branch' });
    const update = (name: string) =>
      admin.api.call(allowedIpLists.actions['allowed-ip-lists/update'], {
        id: other.id,
        payload: {
          data: { type: 'allowed-ip-lists', attributes: { name, entries: ['192.0.2.1'] } },
        },
      });
    expect((await rejection(update('Office Network'))).errors[0]!.title).toBe(
      ALLOWED_IP_LIST_ERRORS.nameTaken,
    );
    expect((await update('BRANCH')).data.attributes.name).toBe('BRANCH');
  });

  it("keeps organizations apart: another organization's list is not found", async () => {
    const admin = await as('admin');
    const travelList = await create(admin, { resourceId: travel, name: 'Travel office' });
    const developer = await as('developer');
    expect((await list(developer)).data.map((item) => item.id)).toEqual([DEMO_ALLOWED_IP_LIST.id]);
    for (const call of [
      () =>
        developer.api.call(allowedIpLists.actions['allowed-ip-lists/get'], { id: travelList.id }),
      () =>
        developer.api.call(allowedIpLists.actions['allowed-ip-lists/remove'], {
          id: travelList.id,
        }),
      () => list(developer, travel),
      () => create(developer, { resourceId: travel }),
    ]) {
      expect((await rejection(call())).errors[0]!.code).toBe('not-found');
    }
    expect(
      await rangesOfAllowedIpLists(suite.emulator.context, retail, [DEMO_ALLOWED_IP_LIST.id]),
    ).toEqual(DEMO_ALLOWED_IP_LIST.entries);
    const foreign = await rangesOfAllowedIpLists(suite.emulator.context, retail, [
      travelList.id,
    ]).catch((error: unknown) => error as DomainError);
    expect(foreign).toBeInstanceOf(DomainError);
    expect((foreign as DomainError).status).toBe(422);
    expect((foreign as DomainError).errors[0]).toMatchObject({
      title: ALLOWED_IP_LIST_ERRORS.notFound,
      source: { pointer: '/data/attributes/allowedIpListIds' },
    });
  });

  it('needs allowed-ips.read to read and allowed-ips.write to change (developer yes, support no)', async () => {
    const developer = await as('developer');
    const made = await create(developer, { name: 'Developer list' });
    expect(made.attributes.name).toBe('Developer list');
    const support = await as('support');
    for (const call of [
      () => list(support),
      () => support.api.call(allowedIpLists.actions['allowed-ip-lists/get'], { id: made.id }),
      () => create(support),
      () => support.api.call(allowedIpLists.actions['allowed-ip-lists/remove'], { id: made.id }),
    ]) {
      const denied = await rejection(call());
      expect(denied.errors[0]!.code).toBe('forbidden');
    }
  });

  it('refuses to remove a list a live API key names (when the api_keys table exists)', async () => {
    const { db } = suite.emulator.context;
    const admin = await as('admin');
    const made = await create(admin, { name: 'Used' });
    // The API keys' table (migration 13) as agreed: a JSON array of list ids and a revocation time.
    await db.run(
      'CREATE TABLE IF NOT EXISTS api_keys_probe (id TEXT PRIMARY KEY, allowed_ip_list_ids TEXT, revoked_at INTEGER)',
    );
    const hasApiKeys = await db.get("SELECT 1 FROM sqlite_master WHERE name = 'api_keys'");
    const table = hasApiKeys ? null : 'api_keys';
    if (table) {
      await db.run(
        'CREATE TABLE api_keys (id TEXT PRIMARY KEY, allowed_ip_list_ids TEXT, revoked_at INTEGER)',
      );
    }
    try {
      if (!table) return; // The real table exists: its own tests cover the rule with real keys.
      await db.run('INSERT INTO api_keys VALUES (?, ?, NULL)', [
        'key_1',
        JSON.stringify([made.id]),
      ]);
      const refused = await rejection(
        admin.api.call(allowedIpLists.actions['allowed-ip-lists/remove'], { id: made.id }),
      );
      expect(refused.errors[0]).toMatchObject({
        title: ALLOWED_IP_LIST_ERRORS.inUse,
        code: 'allowed-ip-list-in-use',
      });
      await db.run('UPDATE api_keys SET revoked_at = 1');
      await admin.api.call(allowedIpLists.actions['allowed-ip-lists/remove'], { id: made.id });
    } finally {
      await db.run('DROP TABLE IF EXISTS api_keys_probe');
      if (table) await db.run('DROP TABLE api_keys');
    }
  });
});
