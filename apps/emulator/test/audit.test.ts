// The audit trail: refunds, API keys, role changes and sign-ins write entries with who, when, from where and the
// amount; an action that fails writes none (the entry rides on the change's own transaction); entries cannot be
// changed or deleted (no action does, and the database refuses it); only audit.read (admins) reads the trail.
import { describe, expect, it, vi } from 'vitest';
import { apiKeys, audit, payments, team, type AuditEntry } from '@paydesk/api-client';
import { parse } from 'csv-parse/sync';
import { newClient, type TestClient } from './support/client.js';
import { DEMO_PASSWORD } from './support/emulator.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
const db = () => suite.emulator.context.db;

const entries = async (
  client: TestClient,
  filters: [string, string, unknown][] = [],
  page?: { size: number; after?: string },
) =>
  client.api.call(audit.actions['audit/list'], {
    payload: {
      data: {
        type: 'list-request',
        attributes: {
          resourceId: await organizationId(suite, 'Acme Retail'),
          filters: filters as never,
          ...(page ? { page } : {}),
        },
      },
    },
  });

const refundable = async () =>
  (await db().get<{ id: string; amount: number; currency: string; organization_id: string }>(
    `SELECT id, amount, currency, organization_id FROM transactions WHERE type = 'charge' AND status = 'successful'
       AND amount >= 1000 AND organization_id = (SELECT id FROM resources WHERE name = 'Acme Retail') LIMIT 1`,
  ))!;

const refund = (client: TestClient, id: string, amount: number) =>
  client.api.call(payments.actions['transactions/refund'], {
    id,
    payload: { data: { type: 'refund-request', attributes: { amount } } },
  });

const count = async () =>
  Number((await db().get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_entries'))!.n);

describe('entries', () => {
  it('records a refund with who, when, from where and the amount', async () => {
    const admin = await as('admin');
    const original = await refundable();
    const started = suite.emulator.context.clock.now();
    await refund(admin, original.id, 1234);
    const ended = suite.emulator.context.clock.now();
    const list = await entries(admin, [['kind', '=', 'refund']]);
    expect(list.data).toHaveLength(1);
    const entry: AuditEntry = list.data[0]!;
    expect(entry.attributes).toMatchObject({
      actorEmail: 'admin@paydesk.test',
      kind: 'refund',
      targetType: 'transaction',
      targetId: original.id,
      amount: 1234,
      currency: original.currency,
      ip: expect.any(String),
      userAgent: expect.any(String),
      before: { status: 'successful' },
      after: expect.objectContaining({ status: 'partially-refunded' }),
    });
    const at = Date.parse(entry.attributes.occurredAt);
    expect(at >= started && at <= ended).toBe(true);
  });

  it('records API keys created, rolled and revoked', async () => {
    const admin = await as('admin');
    const retail = await organizationId(suite, 'Acme Retail');
    const key = await admin.api.call(apiKeys.actions['api-keys/create'], {
      payload: {
        data: {
          type: 'api-key',
          attributes: { resourceId: retail, name: 'Backend', permissions: { payments: 'view' } },
        },
      },
    });
    await admin.api.call(apiKeys.actions['api-keys/roll'], {
      id: key.data.id,
      payload: { data: { type: 'api-key-roll', attributes: { gracePeriod: 'none' } } },
    });
    await admin.api.call(apiKeys.actions['api-keys/revoke'], { id: key.data.id });
    const list = await entries(admin, [
      ['targetType', '=', 'api-key'],
      ['targetId', '=', key.data.id],
    ]);
    expect(list.data.map((item) => item.attributes.kind)).toEqual([
      'api-key-revoked',
      'api-key-rolled',
      'api-key-created',
    ]);
    expect(list.data[2]!.attributes.after).toMatchObject({ name: 'Backend' });
  });

  it('records a role change with the role before and after', async () => {
    const admin = await as('admin');
    const retail = await organizationId(suite, 'Acme Retail');
    const finance = (await db().get<{ id: string }>(
      "SELECT identities.id FROM identities JOIN users ON users.id = identities.user_id WHERE users.email = 'finance@paydesk.test'",
    ))!.id;
    await admin.api.call(team.actions['team/changeRole'], {
      id: finance,
      payload: { data: { type: 'team-role', attributes: { resourceId: retail, role: 'support' } } },
    });
    const list = await entries(admin, [['kind', '=', 'team-role-changed']]);
    expect(list.data[0]!.attributes).toMatchObject({
      targetId: finance,
      summary: 'finance@paydesk.test',
      before: { role: 'finance' },
      after: { role: 'support' },
    });
  });

  it('records sign-ins and wrong passwords of a known account', async () => {
    const client = newClient(suite.emulator);
    await rejection(
      client.api.signIn({
        email: 'finance@paydesk.test',
        password: 'wrong-password-1',
        isTrustedDevice: false,
        setAuthCookie: true,
      }),
    );
    await client.api.signIn({
      email: 'finance@paydesk.test',
      password: DEMO_PASSWORD,
      isTrustedDevice: false,
      setAuthCookie: true,
    });
    client.api.dispose();
    const admin = await as('admin');
    const financeId = (await db().get<{ id: string }>(
      "SELECT id FROM users WHERE email = 'finance@paydesk.test'",
    ))!.id;
    const list = await entries(admin, [['actorId', '=', financeId]]);
    expect(list.data.map((item) => item.attributes.kind)).toEqual(['sign-in', 'sign-in-failed']);
  });

  it('records a refund made with an API key on the REST API, the key named as who', async () => {
    const admin = await as('admin');
    const retail = await organizationId(suite, 'Acme Retail');
    const key = await admin.api.call(apiKeys.actions['api-keys/create'], {
      payload: {
        data: {
          type: 'api-key',
          attributes: {
            resourceId: retail,
            name: 'Shop backend',
            permissions: { refunds: 'full' },
          },
        },
      },
    });
    const original = await refundable();
    const answer = await fetch(`${suite.emulator.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key.data.attributes.secret!}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ transaction_id: original.id, amount: 250 }),
    });
    expect(answer.status).toBe(201);
    const list = await entries(admin, [['kind', '=', 'refund']]);
    expect(list.data[0]!.attributes).toMatchObject({
      actorId: null,
      actorName: 'API key Shop backend',
      targetId: original.id,
      amount: 250,
    });
  });

  it('writes no entry when the action fails', async () => {
    const admin = await as('admin');
    const original = await refundable();
    const before = await count();
    const refused = await rejection(refund(admin, original.id, original.amount + 1));
    expect(refused.code).toBe('amount-exceeds');
    expect(await count()).toBe(before);
  });

  it('writes no entry when the change itself fails to commit', async () => {
    const admin = await as('admin');
    const original = await refundable();
    const before = await count();
    // A trigger makes the refund's write fail inside its transaction: the entry attached to it goes too.
    await db().run(
      `CREATE TRIGGER fail_refund BEFORE INSERT ON transactions WHEN NEW.type = 'refund'
       BEGIN SELECT RAISE(ABORT, 'injected'); END`,
    );
    try {
      await rejection(refund(admin, original.id, 100));
    } finally {
      await db().run('DROP TRIGGER fail_refund');
    }
    expect(await count()).toBe(before);
    const row = await db().get<{ status: string }>('SELECT status FROM transactions WHERE id = ?', [
      original.id,
    ]);
    expect(row!.status).toBe('successful');
  });
});

describe('append-only', () => {
  it('refuses to update or delete an entry in the database', async () => {
    const admin = await as('admin');
    await refund(admin, (await refundable()).id, 100);
    const before = await count();
    await expect(db().run("UPDATE audit_entries SET actor_name = 'someone else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db().run('DELETE FROM audit_entries')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('has no action that changes or deletes an entry', async () => {
    expect(Object.keys(audit.actions).sort()).toEqual(['audit/export', 'audit/list']);
    const admin = await as('admin');
    const response = await admin.fetch(`${suite.emulator.url}/api/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: { action: 'audit/delete', requestReference: 'r-delete-1', id: 'aud_1', payload: {} },
      }),
    });
    expect(response.status).toBe(404);
  });
});

describe('reading', () => {
  it('pages newest first with a cursor', async () => {
    const admin = await as('admin');
    const original = await refundable();
    for (let i = 0; i < 3; i++) await refund(admin, original.id, 10);
    const first = await entries(admin, [['kind', '=', 'refund']], { size: 2 });
    expect(first.data).toHaveLength(2);
    const second = await entries(admin, [['kind', '=', 'refund']], {
      size: 2,
      after: first.meta.page.after!,
    });
    expect(second.data).toHaveLength(1);
    expect(second.meta.page.after).toBeNull();
  });

  it('exports CSV that a CSV parser reads back', async () => {
    const admin = await as('admin');
    const original = await refundable();
    await refund(admin, original.id, 1234);
    const file = await admin.api.call(audit.actions['audit/export'], {
      payload: {
        data: {
          type: 'audit-export',
          attributes: {
            resourceId: await organizationId(suite, 'Acme Retail'),
            filters: [['kind', '=', 'refund']],
          },
        },
      },
    });
    const rows = parse(file.data.attributes.content, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: 'admin@paydesk.test',
      kind: 'refund',
      targetId: original.id,
      amount: '12.34',
      currency: original.currency,
    });
  });

  it('is for audit.read only', async () => {
    const finance = await as('finance');
    expect((await rejection(entries(finance))).code).toBe('forbidden');
  });
});
