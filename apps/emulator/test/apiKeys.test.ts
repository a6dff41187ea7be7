// API keys end to end through the real api-client and the /v1 REST API: the secret is answered once and kept
// only as a SHA-256 hash; roll keeps the old secret for its grace period (emulator clock); revoke and expiry stop
// a key; IP limits and the project lock; who may grant what (SPEC §6); REST errors 401, 403 and 429.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedIpLists, apiKeys, type ApiKeyCreate } from '@paydesk/api-client';
import { forgetGroups } from '../src/domain/access/access.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite, UNLIMITED_RATE } from './support/suite.js';
import { clientsByRole, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const REST_LIMIT = 10;
const suite = emulatorSuite({
  rateLimit: { ...UNLIMITED_RATE, restApi: { max: REST_LIMIT, windowMs: 60_000 } },
});
const as = clientsByRole(suite);
let retail: string;
let webShop: string;
let pointOfSale: string;
let sandbox: string;

const db = () => suite.emulator.context.db;
const idOf = async (name: string) =>
  (await db().get<{ id: string }>('SELECT id FROM resources WHERE name = ?', [name]))!.id;

beforeAll(async () => {
  retail = await idOf('Acme Retail');
  webShop = await idOf('Retail Web Shop');
  pointOfSale = await idOf('Retail Point of Sale');
  sandbox = await idOf('Retail Web Shop Sandbox');
});

type Attributes = ApiKeyCreate['data']['attributes'];
const create = (client: TestClient, attributes: Partial<Attributes> = {}) =>
  client.api.call(apiKeys.actions['api-keys/create'], {
    payload: {
      data: {
        type: 'api-key',
        attributes: {
          resourceId: retail,
          name: 'Backend',
          permissions: { payments: 'view' },
          ...attributes,
        },
      },
    },
  });

/** A REST call with a key, optionally from another (forwarded) address. */
const rest = async (
  path: string,
  secret: string | undefined,
  init: { method?: string; body?: unknown; ip?: string; idempotencyKey?: string } = {},
) => {
  const headers: Record<string, string> = {};
  if (secret !== undefined) headers.authorization = `Bearer ${secret}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${suite.emulator.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (await response.json()) as any,
  };
};

const refundable = async () =>
  (await db().get<{ id: string; amount: number }>(
    "SELECT id, amount FROM transactions WHERE project_id = ? AND type = 'charge' AND status = 'successful' AND amount >= 1000 AND currency = 'EUR' LIMIT 1",
    [webShop],
  ))!;

describe('api-keys/create', () => {
  it('answers the secret once, keeps only its hash and a visible prefix, and lists the key without it', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, { name: ' Backend ' });
    const secret = data.attributes.secret!;
    expect(secret).toMatch(/^pd_live_[A-Za-z0-9_-]{20,}$/);
    expect(data.attributes).toMatchObject({
      name: 'Backend',
      status: 'active',
      prefix: secret.slice(0, 12),
      permissions: { payments: 'view' },
      projectId: null,
      createdByName: 'Ada Admin',
      lastUsedAt: null,
    });
    const row = await db().get<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = ?', [
      data.id,
    ]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const got = await admin.api.call(apiKeys.actions['api-keys/get'], { id: data.id });
    expect(got.data.attributes.secret).toBeUndefined();
    const list = await admin.api.call(apiKeys.actions['api-keys/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    expect(list.data.map((key) => key.id)).toEqual([data.id]);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('makes test keys for sandbox projects and locks a key to its project', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, { resourceId: sandbox });
    expect(data.attributes.secret).toMatch(/^pd_test_/);
    expect(data.attributes).toMatchObject({ projectId: sandbox, mode: 'sandbox' });
  });

  it('counts the live keys locked to a project on its details page', async () => {
    const admin = await as('admin');
    const count = async () => (await admin.api.projectDetails(sandbox)).data.attributes.apiKeyCount;
    expect(await count()).toBe(0);
    const { data } = await create(admin, { resourceId: sandbox });
    await create(admin, { resourceId: sandbox });
    expect(await count()).toBe(2);
    await admin.api.call(apiKeys.actions['api-keys/revoke'], { id: data.id });
    expect(await count()).toBe(1);
  });

  it('refuses each bad field at its pointer: no permission, bad IP entries (named), past expiry, no name', async () => {
    const admin = await as('admin');
    const error = await rejection(
      create(admin, {
        name: '',
        permissions: {},
        ipRanges: ['203.0.113.0/24', '10.0.0.300', '2001:db8::/129'],
        expiresAt: new Date(suite.emulator.context.clock.now() - 1000).toISOString(),
      }),
    );
    const byPointer = Object.fromEntries(
      error.errors.map((item) => [item.source?.pointer, item.title]),
    );
    expect(byPointer).toEqual({
      '/data/attributes/name': 'This field is required',
      '/data/attributes/permissions': 'Select at least one permission',
      '/data/attributes/ipRanges/1': 'Enter an IPv4 or IPv6 address or CIDR range: 10.0.0.300',
      '/data/attributes/ipRanges/2': 'Enter an IPv4 or IPv6 address or CIDR range: 2001:db8::/129',
      '/data/attributes/expiresAt': 'The expiry date must be in the future',
    });
    expect(await db().get('SELECT COUNT(*) AS n FROM api_keys')).toEqual({ n: 0 });
  });
});

describe('who may grant what (SPEC §6)', () => {
  it('lets the developer role give a key permissions it does not hold', async () => {
    const developer = await as('developer');
    const { data } = await create(developer, { permissions: { refunds: 'full', payouts: 'full' } });
    expect(data.attributes.permissions).toEqual({ refunds: 'full', payouts: 'full' });
  });

  it('refuses a custom role with api-keys.write each group beyond its own, at the group', async () => {
    const support = await as('support');
    await db().run(
      "UPDATE identity_groups SET role = 'custom', permissions = ? WHERE identity_id = (SELECT id FROM identities WHERE name LIKE 'Support Demo%')",
      [
        JSON.stringify([
          'api-keys.read',
          'api-keys.write',
          'allowed-ips.read',
          'transactions.read.1',
        ]),
      ],
    );
    forgetGroups(db());
    const refused = await rejection(
      create(support, { permissions: { payments: 'view', refunds: 'full', 'api-keys': 'view' } }),
    );
    expect(refused.errors.map((item) => item.source?.pointer)).toEqual([
      '/data/attributes/permissions/payments',
      '/data/attributes/permissions/refunds',
    ]);
    expect(refused.titles[0]).toBe('You cannot give a key permissions your role does not hold');
    const allowed = await create(support, { permissions: { refunds: 'view', 'api-keys': 'view' } });
    expect(allowed.data.attributes.status).toBe('active');
  });

  it('refuses keys to callers without api-keys.write and hides other organizations', async () => {
    const finance = await as('finance');
    expect((await rejection(create(finance))).code).toBe('forbidden');
    const admin = await as('admin');
    const globex = await idOf('Globex Europe');
    expect((await rejection(create(admin, { resourceId: globex }))).code).toBe('not-found');
  });
});

describe('the REST API', () => {
  it('lists and reads transactions with a View key, refuses a refund 403, and updates last used', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, { permissions: { payments: 'view' } });
    const secret = data.attributes.secret!;
    const list = await rest('/v1/transactions?limit=3', secret, { ip: '198.51.100.7' });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(3);
    expect(list.json.meta.page.after).toEqual(expect.any(String));
    const next = await rest(`/v1/transactions?limit=3&after=${list.json.meta.page.after}`, secret);
    expect(next.json.data[0].id).not.toBe(list.json.data[0].id);
    const one = await rest(`/v1/transactions/${list.json.data[0].id}`, secret);
    expect(one.json.data.id).toBe(list.json.data[0].id);
    const target = await refundable();
    const refused = await rest('/v1/refunds', secret, {
      method: 'POST',
      body: { transaction_id: target.id, amount: 100 },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].code).toBe('forbidden');
    const disputes = await rest('/v1/disputes', secret);
    expect(disputes.status).toBe(403);
    const key = await admin.api.call(apiKeys.actions['api-keys/get'], { id: data.id });
    const lastUsed = Date.parse(key.data.attributes.lastUsedAt!);
    expect(suite.emulator.context.clock.now() - lastUsed).toBeLessThan(5000);
    expect(key.data.attributes.lastUsedIp).not.toBeNull();
  });

  it('refunds with a refunds Full key, once per Idempotency-Key, with the dashboard refund rules', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, { permissions: { refunds: 'full', disputes: 'view' } });
    const secret = data.attributes.secret!;
    const target = await refundable();
    const refund = () =>
      rest('/v1/refunds', secret, {
        method: 'POST',
        body: { transaction_id: target.id, amount: 100, reason: 'Customer asked' },
        idempotencyKey: 'order-42-refund',
      });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.data.id).toBe(first.json.data.id);
    const third = await refund();
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(third.json.data.id).toBe(first.json.data.id);
    const children = await db().get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM transactions WHERE original_id = ? AND type = 'refund'",
      [target.id],
    );
    expect(children?.n).toBe(1);
    const tooMuch = await rest('/v1/refunds', secret, {
      method: 'POST',
      body: { transaction_id: target.id, amount: target.amount * 10 },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors[0].title).toBe('Amount should not exceed the transaction amount');
    const reused = await rest('/v1/refunds', secret, {
      method: 'POST',
      body: { transaction_id: target.id, amount: 200 },
      idempotencyKey: 'order-42-refund',
    });
    expect(reused.status).toBe(422);
    expect((await rest('/v1/disputes', secret)).status).toBe(200);
  });

  it('answers 401 without a key, with an unknown one, after revoke and after expiry', async () => {
    const admin = await as('admin');
    expect((await rest('/v1/transactions', undefined)).json.errors[0].code).toBe('missing-api-key');
    const unknown = await rest('/v1/transactions', 'pd_live_nothing');
    expect([unknown.status, unknown.json.errors[0].code]).toEqual([401, 'invalid-api-key']);
    const day = 86_400_000;
    const expiring = await create(admin, {
      expiresAt: new Date(suite.emulator.context.clock.now() + day).toISOString(),
    });
    expect((await rest('/v1/transactions', expiring.data.attributes.secret)).status).toBe(200);
    await suite.advance(day + 1000);
    const again = await as('admin');
    const expired = await rest('/v1/transactions', expiring.data.attributes.secret);
    expect([expired.status, expired.json.errors[0].code]).toEqual([401, 'expired-api-key']);

    const revoked = await create(again);
    await again.api.call(apiKeys.actions['api-keys/revoke'], { id: revoked.data.id });
    const answer = await rest('/v1/transactions', revoked.data.attributes.secret);
    expect([answer.status, answer.json.errors[0].code]).toEqual([401, 'revoked-api-key']);
  });

  it('keeps the old secret working for the grace period after a roll, then stops it', async () => {
    const admin = await as('admin');
    const { data } = await create(admin);
    const old = data.attributes.secret!;
    const rolled = await admin.api.call(apiKeys.actions['api-keys/roll'], {
      id: data.id,
      payload: { data: { type: 'api-key-roll', attributes: { gracePeriod: '1h' } } },
    });
    const fresh = rolled.data.attributes.secret!;
    expect(fresh).not.toBe(old);
    expect(rolled.data.attributes.previousSecretExpiresAt).not.toBeNull();
    expect((await rest('/v1/transactions', old)).status).toBe(200);
    expect((await rest('/v1/transactions', fresh)).status).toBe(200);
    await suite.advance(3_600_000 + 1000);
    const later = await as('admin');
    const after = await rest('/v1/transactions', old);
    expect([after.status, after.json.errors[0].code]).toEqual([401, 'rolled-api-key']);
    expect((await rest('/v1/transactions', fresh)).status).toBe(200);
    // No grace period: the old secret stops at once.
    const again = await later.api.call(apiKeys.actions['api-keys/roll'], {
      id: data.id,
      payload: { data: { type: 'api-key-roll', attributes: { gracePeriod: 'none' } } },
    });
    expect((await rest('/v1/transactions', fresh)).status).toBe(401);
    expect((await rest('/v1/transactions', again.data.attributes.secret)).status).toBe(200);
  });

  it('refuses 403 from outside the IP limits and for another project than the lock', async () => {
    const admin = await as('admin');
    const limited = await create(admin, { ipRanges: ['203.0.113.0/24', '2001:db8::/32'] });
    const secret = limited.data.attributes.secret!;
    expect((await rest('/v1/transactions', secret, { ip: '203.0.113.9' })).status).toBe(200);
    expect((await rest('/v1/transactions', secret, { ip: '2001:db8::5' })).status).toBe(200);
    const outside = await rest('/v1/transactions', secret, { ip: '198.51.100.7' });
    expect([outside.status, outside.json.errors[0].code]).toEqual([403, 'ip-not-allowed']);

    const locked = await create(admin, { resourceId: webShop });
    const lockedSecret = locked.data.attributes.secret!;
    const own = await rest('/v1/transactions?limit=50', lockedSecret);
    expect(
      own.json.data.every(
        (t: { relationships: { project: { data: { id: string } } } }) =>
          t.relationships.project.data.id === webShop,
      ),
    ).toBe(true);
    const other = await rest(`/v1/transactions?project_id=${pointOfSale}`, lockedSecret);
    expect([other.status, other.json.errors[0].code]).toEqual([403, 'project-not-allowed']);
    const foreign = await db().get<{ id: string }>(
      'SELECT id FROM transactions WHERE project_id = ? LIMIT 1',
      [pointOfSale],
    );
    expect((await rest(`/v1/transactions/${foreign!.id}`, lockedSecret)).status).toBe(403);
  });

  it('opens a key limited to allowed IP lists to their entries only, and refuses a list of no one', async () => {
    const admin = await as('admin');
    const list = await admin.api.call(allowedIpLists.actions['allowed-ip-lists/create'], {
      payload: {
        data: {
          type: 'allowed-ip-lists',
          attributes: { resourceId: retail, name: 'Office', entries: ['192.0.2.0/28'] },
        },
      },
    });
    const { data } = await create(admin, { allowedIpListIds: [list.data.id] });
    const secret = data.attributes.secret!;
    expect((await rest('/v1/transactions', secret, { ip: '192.0.2.3' })).status).toBe(200);
    expect((await rest('/v1/transactions', secret, { ip: '192.0.2.30' })).status).toBe(403);
    const refused = await rejection(create(admin, { allowedIpListIds: ['ipl_nothing'] }));
    expect(refused.errors[0]?.source?.pointer).toBe('/data/attributes/allowedIpListIds');
  });

  it('answers 429 with Retry-After over the per-key rate limit', async () => {
    const admin = await as('admin');
    const { data } = await create(admin);
    const statuses: number[] = [];
    for (let i = 0; i <= REST_LIMIT; i++) {
      statuses.push((await rest('/v1/transactions?limit=1', data.attributes.secret)).status);
    }
    expect(statuses.slice(0, REST_LIMIT).every((status) => status === 200)).toBe(true);
    const limited = await rest('/v1/transactions?limit=1', data.attributes.secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
