import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  payments,
  routes,
  transactionTypes,
  type TransactionFilter,
  type TransactionListRequest,
} from '@paydesk/api-client';
import { forgetGroups } from '../src/domain/access/access.js';
import { createEmulator } from '../src/emulator.js';
import { Browser, startEmulator, type TestEmulator } from './support/emulator.js';
import { signedIn, type TestClient } from './support/client.js';
import { rejection } from './support/roles.js';

let emulator: TestEmulator;
let control: Browser;
let retail: string;
let travel: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  emulator = await startEmulator({
    rateLimit: {
      general: { max: 100_000, windowMs: 60_000 },
      signIn: { max: 10_000, windowMs: 60_000 },
    },
  });
  control = new Browser(emulator.url);
  const rows = await emulator.context.db.all<{ id: string; name: string }>(
    "SELECT id, name FROM resources WHERE type = 'organization'",
  );
  retail = rows.find((row) => row.name === 'Acme Retail')!.id;
  travel = rows.find((row) => row.name === 'Acme Travel')!.id;
});
afterAll(() => emulator.stop());
beforeEach(async () => {
  await control.request('POST', '/__test/reset');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.api.dispose();
});

const as = async (role: string) => {
  const client = await signedIn(emulator, `${role}@paydesk.test`);
  clients.push(client);
  return client;
};

const listRequest = (
  attributes: Partial<TransactionListRequest['data']['attributes']> = {},
): TransactionListRequest => ({
  data: {
    type: 'list-request',
    attributes: { resourceId: retail, page: { size: 100 }, ...attributes },
  },
});

const list = (client: TestClient, attributes: Parameters<typeof listRequest>[0] = {}) =>
  client.api.call(payments.actions['transactions/list'], { payload: listRequest(attributes) });

const db = () => emulator.context.db;
const one = async (sql: string, args: (string | number)[] = []) =>
  (await db().get<{ id: string; amount: number }>(sql, args))!;

describe('generated payments', () => {
  it('has every transaction type of SPEC §4, four exponents of currency and about 1% disputed', async () => {
    const types = await db().all<{ type: string }>(
      'SELECT DISTINCT type FROM transactions WHERE organization_id = ?',
      [retail],
    );
    expect(types.map((row) => row.type).sort()).toEqual([...transactionTypes].sort());
    const currencies = await db().all<{ currency: string }>(
      'SELECT DISTINCT currency FROM transactions WHERE organization_id = ?',
      [retail],
    );
    expect(currencies.map((row) => row.currency)).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'JPY', 'KWD']),
    );
    const { rows } = (await db().get<{ rows: number }>(
      'SELECT COUNT(*) AS rows FROM transactions WHERE organization_id = ?',
      [retail],
    ))!;
    expect(rows).toBeGreaterThanOrEqual(20_000);
    expect(rows).toBeLessThan(20_100);
    const { payments: paymentCount, disputed } = (await db().get<{
      payments: number;
      disputed: number;
    }>(
      `SELECT COUNT(*) AS payments, (SELECT COUNT(*) FROM disputes WHERE organization_id = ?) AS disputed
       FROM transactions WHERE organization_id = ? AND original_id IS NULL`,
      [retail, retail],
    ))!;
    expect(disputed / paymentCount).toBeGreaterThan(0.007);
    expect(disputed / paymentCount).toBeLessThan(0.015);
  });

  it('links children to their originals and keeps the original sums in step', async () => {
    const { broken } = (await db().get<{ broken: number }>(
      `SELECT COUNT(*) AS broken FROM transactions parent WHERE parent.refunded_amount !=
         (SELECT IFNULL(SUM(amount), 0) FROM transactions child WHERE child.original_id = parent.id
          AND child.type IN ('refund', 'rapid-dispute') AND child.status = 'successful')`,
    ))!;
    expect(broken).toBe(0);
    const { orphans } = (await db().get<{ orphans: number }>(
      `SELECT COUNT(*) AS orphans FROM transactions child
       WHERE original_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions WHERE id = child.original_id)`,
    ))!;
    expect(orphans).toBe(0);
  });
});

describe('transactions/list', () => {
  it('answers pages that validate against the contract, newest first, with customers included', async () => {
    const finance = await as('finance');
    const page = await list(finance);
    expect(page.data).toHaveLength(100);
    const times = page.data.map((item) => item.attributes.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.meta.page.after).toEqual(expect.any(String));
    expect(page.included?.length).toBeGreaterThan(0);
    for (const item of page.data) {
      if (item.attributes.card) expect(item.attributes.card.bin).toMatch(/^\d{6}$/);
    }
  });

  it('follows the cursor through filtered, sorted pages without gaps or repeats', async () => {
    const finance = await as('finance');
    const filters: TransactionFilter[] = [
      ['status', 'in', ['successful', 'partially-refunded']],
      ['currency', '=', 'EUR'],
      ['amount', '>=', 10_000],
    ];
    const seen: string[] = [];
    let after: string | undefined;
    let previous = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 4; round++) {
      const page = await list(finance, { filters, sort: '-amount', page: { size: 50, after } });
      for (const item of page.data) {
        expect(['successful', 'partially-refunded']).toContain(item.attributes.status);
        expect(item.attributes.currency).toBe('EUR');
        expect(item.attributes.amount).toBeLessThanOrEqual(previous);
        previous = item.attributes.amount;
        seen.push(item.id);
      }
      after = page.meta.page.after ?? undefined;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = await db().all<{ id: string }>(
      `SELECT id FROM transactions WHERE organization_id = ? AND status IN ('successful', 'partially-refunded')
       AND currency = 'EUR' AND amount >= 10000 ORDER BY amount DESC, id DESC LIMIT 200`,
      [retail],
    );
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it('filters by date range, type, result, card last 4, customer email, reference and search', async () => {
    const admin = await as('admin');
    const sample = await db().get<{
      id: string;
      card_last4: string;
      customer_email: string;
      reference_id: string;
      created_at: number;
    }>(
      "SELECT * FROM transactions WHERE organization_id = ? AND card_last4 IS NOT NULL AND customer_email IS NOT NULL AND type = 'charge' LIMIT 1",
      [retail],
    );
    const from = new Date(sample!.created_at - 86_400_000).toISOString();
    const to = new Date(sample!.created_at + 86_400_000).toISOString();
    const ranged = await list(admin, {
      filters: [
        ['createdAt', '>=', from],
        ['createdAt', '<', to],
        ['type', '=', 'charge'],
        ['result', 'in', ['success', 'fail']],
      ],
      sort: 'createdAt',
      page: { size: 500 },
    });
    expect(ranged.data.length).toBeGreaterThan(0);
    for (const item of ranged.data) {
      expect(item.attributes.createdAt >= from && item.attributes.createdAt < to).toBe(true);
      expect(item.attributes.type).toBe('charge');
    }
    const byCard = await list(admin, { filters: [['cardLast4', '=', sample!.card_last4]] });
    expect(byCard.data.map((item) => item.id)).toContain(sample!.id);
    const byEmail = await list(admin, {
      filters: [['customerEmail', '=', sample!.customer_email.toUpperCase()]],
    });
    expect(byEmail.data.map((item) => item.id)).toContain(sample!.id);
    const byReference = await list(admin, {
      filters: [['referenceId', '=', sample!.reference_id]],
    });
    expect(byReference.data.map((item) => item.id)).toEqual([sample!.id]);
    const byId = await list(admin, { filters: [['search', '=', sample!.id]] });
    expect(byId.data.map((item) => item.id)).toEqual([sample!.id]);
    const byPrefix = await list(admin, {
      filters: [['search', 'like', sample!.reference_id.slice(0, -1)]],
    });
    expect(byPrefix.data.map((item) => item.id)).toContain(sample!.id);
  });

  it('carries travel data in Acme Travel', async () => {
    const admin = await as('admin');
    const page = await list(admin, { resourceId: travel, page: { size: 500 } });
    const kinds = new Set(page.data.map((item) => item.attributes.travel?.kind).filter(Boolean));
    expect([...kinds].sort()).toEqual(['car-rental', 'cruise', 'lodging']);
  });

  it('lists a project, a customer and the children of a transaction', async () => {
    const admin = await as('admin');
    const refunded = await one(
      "SELECT id, customer_id, project_id FROM transactions WHERE organization_id = ? AND status = 'partially-refunded' AND customer_id IS NOT NULL LIMIT 1",
      [retail],
    );
    const { customer_id: customerId, project_id: projectId } = refunded as unknown as {
      customer_id: string;
      project_id: string;
    };
    const children = await list(admin, { filters: [['originalId', '=', refunded.id]] });
    expect(children.data.length).toBeGreaterThan(0);
    expect(children.data.every((item) => item.attributes.originalId === refunded.id)).toBe(true);
    const ofCustomer = await list(admin, { filters: [['customerId', '=', customerId]] });
    expect(ofCustomer.data.map((item) => item.id)).toContain(refunded.id);
    const ofProject = await list(admin, { resourceId: projectId });
    expect(ofProject.data.every((item) => item.relationships.project.data.id === projectId)).toBe(
      true,
    );
  });

  it('refuses unknown fields and operators with pointers, and other organizations as not found', async () => {
    const admin = await as('admin');
    const badOperator = await rejection(list(admin, { filters: [['cardLast4', 'like', '11']] }));
    expect(badOperator.errors[0]?.source?.pointer).toBe('/data/attributes/filters/0/1');
    const badDate = await rejection(list(admin, { filters: [['createdAt', '>=', 'yesterday']] }));
    expect(badDate.errors[0]?.source?.pointer).toBe('/data/attributes/filters/0/2');
    const globex = await one("SELECT id FROM resources WHERE name = 'Globex Europe'");
    const hidden = await rejection(list(admin, { resourceId: globex.id }));
    expect(hidden.code).toBe('not-found');
  });

  it('answers the spec text to reading without transactions.read', async () => {
    const support = await as('support');
    // Take the support member's presets away: a custom role with nothing granted.
    await db().run(
      "UPDATE identity_groups SET role = 'custom', permissions = '[]' WHERE identity_id = (SELECT id FROM identities WHERE name LIKE 'Support Demo%')",
    );
    forgetGroups(db());
    const denied = await rejection(list(support));
    expect(denied.titles).toEqual([
      "You don't have permission to read details of this transaction",
    ]);
    const anyId = await one('SELECT id FROM transactions WHERE organization_id = ? LIMIT 1', [
      retail,
    ]);
    const get = await rejection(
      support.api.call(payments.actions['transactions/get'], { id: anyId.id }),
    );
    expect(get.titles).toEqual(["You don't have permission to read details of this transaction"]);
  });
});

const refundable = () =>
  one(
    "SELECT id, amount FROM transactions WHERE organization_id = ? AND type = 'charge' AND status = 'successful' AND amount >= 1000 AND currency = 'EUR' LIMIT 1",
    [retail],
  );

const refund = (client: TestClient, id: string, amount: number) =>
  client.api.call(payments.actions['transactions/refund'], {
    id,
    payload: { data: { type: 'refund-request', attributes: { amount } } },
  });

describe('refund, capture, cancel', () => {
  it('refunds in part, then refuses more than remains with the spec text on the amount', async () => {
    const finance = await as('finance');
    const charge = await refundable();
    const part = Math.floor(charge.amount / 3);
    const answer = await refund(finance, charge.id, part);
    expect(answer.data.attributes).toMatchObject({
      type: 'refund',
      amount: part,
      originalId: charge.id,
    });
    expect(answer.included[0]?.attributes).toMatchObject({
      status: 'partially-refunded',
      refundedAmount: part,
    });
    const over = await rejection(refund(finance, charge.id, charge.amount - part + 1));
    expect(over.titles).toEqual(['Amount should not exceed the transaction amount']);
    expect(over.fieldErrors()).toEqual({
      amount: ['Amount should not exceed the transaction amount'],
    });
    const rest = await refund(finance, charge.id, charge.amount - part);
    expect(rest.included[0]?.attributes.status).toBe('refunded');
    const again = await rejection(refund(finance, charge.id, 1));
    expect(again.titles).toEqual(['Amount should not exceed the transaction amount']);
    const detail = await finance.api.call(payments.actions['transactions/get'], { id: charge.id });
    expect(detail.data.attributes).toMatchObject({
      status: 'refunded',
      refundedAmount: charge.amount,
    });
  });

  it('has one effect per requestReference', async () => {
    const finance = await as('finance');
    const charge = await refundable();
    const requestReference = randomUUID();
    const post = () =>
      finance.fetch(`${emulator.url}${routes.action('payments')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/vnd.api+json' },
        body: JSON.stringify({
          data: {
            requestReference,
            action: 'transactions/refund',
            id: charge.id,
            payload: { data: { type: 'refund-request', attributes: { amount: 100 } } },
          },
        }),
      });
    expect((await post()).status).toBe(202);
    expect((await post()).status).toBe(202);
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await finance.fetch(`${emulator.url}${routes.answer(requestReference)}`);
      if (answer.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await post()).status).toBe(202);
    const children = await db().all(
      'SELECT id FROM transactions WHERE original_id = ? AND seeded = 0',
      [charge.id],
    );
    expect(children).toHaveLength(1);
    expect(
      (
        await one('SELECT refunded_amount AS amount, id FROM transactions WHERE id = ?', [
          charge.id,
        ])
      ).amount,
    ).toBe(100);
  });

  it('refuses a forged refund from support (who sees no refund button)', async () => {
    const support = await as('support');
    const charge = await refundable();
    const forged = await rejection(refund(support, charge.id, 100));
    expect(forged.code).toBe('forbidden');
    expect(forged.titles).toEqual(['You are not allowed to perform this action']);
    expect(
      (
        await one('SELECT refunded_amount AS amount, id FROM transactions WHERE id = ?', [
          charge.id,
        ])
      ).amount,
    ).toBe(0);
  });

  it('captures part of an authorization, cancels the rest, and refuses a refund of it', async () => {
    const admin = await as('admin');
    const authorization = await one(
      "SELECT id, amount FROM transactions WHERE organization_id = ? AND status = 'uncaptured' AND amount >= 100 LIMIT 1",
      [retail],
    );
    const half = Math.floor(authorization.amount / 2);
    const captured = await admin.api.call(payments.actions['transactions/capture'], {
      id: authorization.id,
      payload: { data: { type: 'capture-request', attributes: { amount: half } } },
    });
    expect(captured.data.attributes.type).toBe('charge-capture');
    expect(captured.included[0]?.attributes).toMatchObject({
      status: 'uncaptured',
      capturedAmount: half,
    });
    const tooMuch = await rejection(
      admin.api.call(payments.actions['transactions/cancel'], {
        id: authorization.id,
        payload: { data: { type: 'cancel-request', attributes: { amount: authorization.amount } } },
      }),
    );
    expect(tooMuch.titles).toEqual(['Amount should not exceed the transaction amount']);
    const cancelled = await admin.api.call(payments.actions['transactions/cancel'], {
      id: authorization.id,
      payload: {
        data: { type: 'cancel-request', attributes: { amount: authorization.amount - half } },
      },
    });
    expect(cancelled.data.attributes.type).toBe('charge-cancel');
    expect(cancelled.included[0]?.attributes.status).toBe('completed');
    const notRefundable = await rejection(refund(admin, authorization.id, 1));
    expect(notRefundable.code).toBe('operation-not-available');
    expect(notRefundable.titles).toEqual(['This transaction cannot be refunded']);
  });

  it('cancels a whole authorization; finance may not capture', async () => {
    const admin = await as('admin');
    const finance = await as('finance');
    const authorization = await one(
      "SELECT id, amount FROM transactions WHERE organization_id = ? AND status = 'uncaptured' LIMIT 1 OFFSET 1",
      [retail],
    );
    const denied = await rejection(
      finance.api.call(payments.actions['transactions/capture'], {
        id: authorization.id,
        payload: { data: { type: 'capture-request', attributes: { amount: 1 } } },
      }),
    );
    expect(denied.code).toBe('forbidden');
    const cancelled = await admin.api.call(payments.actions['transactions/cancel'], {
      id: authorization.id,
      payload: { data: { type: 'cancel-request', attributes: { amount: authorization.amount } } },
    });
    expect(cancelled.included[0]?.attributes).toMatchObject({
      status: 'cancelled',
      cancelledAmount: authorization.amount,
    });
  });

  it('undoes every change on reset', async () => {
    const finance = await as('finance');
    const charge = await refundable();
    await refund(finance, charge.id, 100);
    await control.request('POST', '/__test/reset');
    const after = (await db().get<{ status: string; refunded_amount: number }>(
      'SELECT status, refunded_amount FROM transactions WHERE id = ?',
      [charge.id],
    ))!;
    expect(after).toEqual({ status: 'successful', refunded_amount: 0 });
    expect(await db().all('SELECT id FROM transactions WHERE seeded = 0')).toHaveLength(0);
  });
});

describe('export', () => {
  it('exports exactly the filtered view, escaping cells that start with = + - @', async () => {
    const admin = await as('admin');
    const filters: TransactionFilter[] = [['referenceId', '=', '=1+1']];
    const view = await list(admin, { filters, page: { size: 500 } });
    expect(view.data.length).toBeGreaterThan(0);
    const file = await admin.api.call(payments.actions['transactions/export'], {
      payload: listRequest({ filters }),
    });
    expect(file.data.attributes.mimeType).toBe('text/csv');
    const response = await admin.fetch(`${emulator.url}${routes.file(file.data.id)}`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,id,amount,currency,type,result,status,payMethod,cardBrand,cardLast4,customerEmail,projectId,referenceId',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      view.data.map((item) => item.id),
    );
    expect(lines.slice(1).every((line) => line.endsWith(",'=1+1"))).toBe(true);
    // Only its creator can download an export.
    const finance = await as('finance');
    expect((await finance.fetch(`${emulator.url}${routes.file(file.data.id)}`)).status).toBe(403);
  });
});

describe('statistics', () => {
  it('answers key figures and a daily series that add up', async () => {
    const admin = await as('admin');
    const to = new Date(emulator.context.clock.now()).toISOString();
    const from = new Date(emulator.context.clock.now() - 30 * 86_400_000).toISOString();
    const answer = await admin.api.call(payments.actions['transactions/statistics'], {
      payload: {
        data: {
          type: 'statistics-request',
          attributes: { resourceId: retail, from, to, bucket: 'day' },
        },
      },
    });
    const figures = answer.data.attributes;
    expect(figures.series.length).toBeGreaterThanOrEqual(30);
    expect(figures.series.reduce((sum, day) => sum + day.count, 0)).toBe(figures.count);
    expect(figures.successRate).toBeGreaterThan(0.7);
    expect(figures.currencies.map((item) => item.currency)).toEqual(
      expect.arrayContaining(['EUR', 'JPY', 'KWD', 'USD']),
    );
    expect(figures.disputesCount).toBeGreaterThan(0);
    const disputes = await as('disputes');
    expect(
      (
        await rejection(
          disputes.api.call(payments.actions['transactions/statistics'], {
            payload: {
              data: {
                type: 'statistics-request',
                attributes: { resourceId: retail, from, to, bucket: 'day' },
              },
            },
          }),
        )
      ).code,
    ).toBe('forbidden');
  });
});

const openDispute = () =>
  one("SELECT id, amount FROM disputes WHERE organization_id = ? AND state = 'new' LIMIT 1", [
    retail,
  ]);

describe('disputes', () => {
  it('lists disputes with reason descriptions and deadlines, for the disputes and support roles', async () => {
    for (const role of ['disputes', 'support']) {
      const client = await as(role);
      const page = await client.api.call(payments.actions['disputes/list'], {
        payload: {
          data: {
            type: 'list-request',
            attributes: {
              resourceId: retail,
              filters: [['state', '=', 'new']],
              sort: 'responseDeadline',
            },
          },
        },
      });
      expect(page.data.length).toBeGreaterThan(0);
      const deadlines = page.data.map((item) => item.attributes.responseDeadline!);
      expect([...deadlines].sort()).toEqual(deadlines);
      expect(page.data[0]?.attributes.reasonDescription.length).toBeGreaterThan(3);
      expect(page.included?.map((item) => item.id)).toContain(
        page.data[0]?.relationships.transaction.data.id,
      );
    }
  });

  it('takes evidence with an uploaded attachment, then no more; the file downloads for readers', async () => {
    const disputes = await as('disputes');
    const dispute = await openDispute();
    const bytes = Buffer.from('%PDF-1.4 proof of delivery');
    const file = await disputes.api.call(payments.actions['disputes/allocateAttachment'], {
      payload: {
        data: {
          type: 'file',
          attributes: { name: 'delivery.pdf', size: bytes.length, mimeType: 'application/pdf' },
        },
      },
    });
    const upload = await disputes.fetch(`${emulator.url}${file.data.attributes.uploadPath}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(upload.status).toBe(204);
    const answer = await disputes.api.call(payments.actions['disputes/submitEvidence'], {
      id: dispute.id,
      payload: {
        data: {
          type: 'dispute-evidence',
          attributes: { text: 'Signed proof of delivery attached.' },
          relationships: { attachments: { data: [{ type: 'file', id: file.data.id }] } },
        },
      },
    });
    expect(answer.data.attributes.state).toBe('pending');
    expect(answer.data.attributes.evidence.at(-1)).toMatchObject({
      text: 'Signed proof of delivery attached.',
      attachments: [{ id: file.data.id, name: 'delivery.pdf', size: bytes.length }],
    });
    const again = await rejection(
      disputes.api.call(payments.actions['disputes/submitEvidence'], {
        id: dispute.id,
        payload: {
          data: { type: 'dispute-evidence', attributes: { text: 'More.' }, relationships: {} },
        },
      }),
    );
    expect(again.code).toBe('dispute-closed');
    const finance = await as('finance');
    const download = await finance.fetch(`${emulator.url}${routes.file(file.data.id)}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it('keeps the bytes of text and JSON attachments as sent, whatever their content type', async () => {
    const disputes = await as('disputes');
    for (const [name, mimeType, text] of [
      ['note.txt', 'text/plain', 'Signed by the card holder.'],
      ['order.json', 'application/json', '{ "order": 42 }'],
    ] as const) {
      const bytes = Buffer.from(text);
      const file = await disputes.api.call(payments.actions['disputes/allocateAttachment'], {
        payload: { data: { type: 'file', attributes: { name, size: bytes.length, mimeType } } },
      });
      const upload = await disputes.fetch(`${emulator.url}${file.data.attributes.uploadPath}`, {
        method: 'PUT',
        headers: { 'content-type': mimeType },
        body: bytes,
      });
      expect(upload.status).toBe(204);
      const download = await disputes.fetch(`${emulator.url}${routes.file(file.data.id)}`);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    }
  });

  it('accepts a dispute: confirmed, with a chargeback on the payment; support may not', async () => {
    const dispute = await openDispute();
    const support = await as('support');
    expect(
      (await rejection(support.api.call(payments.actions['disputes/accept'], { id: dispute.id })))
        .code,
    ).toBe('forbidden');
    const disputes = await as('disputes');
    const accepted = await disputes.api.call(payments.actions['disputes/accept'], {
      id: dispute.id,
    });
    expect(accepted.data.attributes).toMatchObject({
      state: 'confirmed',
      resolution: 'accepted',
      responseDeadline: null,
    });
    const transactionId = accepted.data.relationships.transaction.data.id;
    const payment = await disputes.api.call(payments.actions['transactions/get'], {
      id: transactionId,
    });
    expect(payment.data.attributes.status).toBe('chargebacked');
  });

  it('aggregates by state, reason and month', async () => {
    const admin = await as('admin');
    const now = emulator.context.clock.now();
    const answer = await admin.api.call(payments.actions['disputes/aggregate'], {
      payload: {
        data: {
          type: 'dispute-aggregate-request',
          attributes: {
            resourceId: retail,
            from: new Date(now - 200 * 86_400_000).toISOString(),
            to: new Date(now + 86_400_000).toISOString(),
            period: 'month',
          },
        },
      },
    });
    const { total, byState, byReason, byPeriod } = answer.data.attributes;
    const { count } = (await db().get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM disputes WHERE organization_id = ?',
      [retail],
    ))!;
    expect(total).toBe(count);
    for (const groups of [byState, byReason, byPeriod])
      expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(total);
    expect(byPeriod.every((group) => /^\d{4}-\d{2}$/.test(group.period))).toBe(true);
  });
});

describe('customers', () => {
  it('lists and reads customers with masked tokens and figures from their transactions', async () => {
    const support = await as('support');
    const page = await support.api.call(payments.actions['customers/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail, sort: 'name' } } },
    });
    expect(page.data.length).toBeGreaterThan(0);
    const names = page.data.map((item) => item.attributes.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const customer = page.data.find((item) => item.attributes.totalTransactions > 0)!;
    const detail = await support.api.call(payments.actions['customers/get'], { id: customer.id });
    expect(detail.data.attributes.totalTransactions).toBe(customer.attributes.totalTransactions);
    for (const token of detail.data.attributes.savedTokens)
      expect(token.maskedToken).toMatch(/^tok_••••\d{4}$/);
    const { payments: count } = (await db().get<{ payments: number }>(
      "SELECT COUNT(*) AS payments FROM transactions WHERE customer_id = ? AND type IN ('charge', 'charge-recurring', 'charge-authorize')",
      [customer.id],
    ))!;
    expect(customer.attributes.totalTransactions).toBe(count);
    const search = await support.api.call(payments.actions['customers/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: retail, filters: [['email', '=', customer.attributes.email]] },
        },
      },
    });
    expect(search.data.map((item) => item.id)).toEqual([customer.id]);
  });
});

describe('restart', () => {
  it('keeps the run’s changes on an existing database and regenerates for another size', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-restart-'));
    const open = (transactions: number) =>
      createEmulator({
        port: 0,
        dataDir,
        dashboardDir: join(dataDir, 'no-dashboard'),
        log: false,
        passwordCost: 1024,
        transactions,
      });
    const rowsOf = async (instance: Awaited<ReturnType<typeof open>>) => {
      const row = (await instance.context.db.get<{ rows: number; refunded: number }>(
        `SELECT COUNT(*) AS rows, SUM(status = 'refunded') AS refunded FROM transactions
         WHERE organization_id = (SELECT id FROM resources WHERE name = 'Acme Retail')`,
      ))!;
      return { rows: Number(row.rows), refunded: Number(row.refunded) };
    };
    try {
      const first = await open(1_000);
      const before = await rowsOf(first);
      await first.context.db.run(
        `UPDATE transactions SET status = 'refunded' WHERE id = (SELECT id FROM transactions
         WHERE status = 'successful' AND organization_id = (SELECT id FROM resources WHERE name = 'Acme Retail') LIMIT 1)`,
      );
      await first.close();
      const again = await open(1_000);
      expect(await rowsOf(again)).toEqual({ rows: before.rows, refunded: before.refunded + 1 });
      await again.close();
      const bigger = await open(2_000);
      const after = await rowsOf(bigger);
      await bigger.close();
      expect(after.rows).toBeGreaterThanOrEqual(2_000);
      expect(after.rows).toBeLessThan(2_100);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
