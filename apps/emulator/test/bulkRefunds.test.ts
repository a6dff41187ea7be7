// Bulk refunds: the dry run's reasons (over-refund, not refundable, unknown, another organization, duplicate, no
// permission) and totals; a job refunds each item once through the single refund's path (child transaction, audit
// entry, webhook), and a create retried with the same reference answers the same job and refunds nothing twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { payments, type BulkRefundItemInput } from '@paydesk/api-client';
import { runBulkRefunds } from '../src/actions/bulkRefunds.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';
import type { TestClient } from './support/client.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const suite = emulatorSuite();
const as = clientsByRole(suite);
const db = () => suite.emulator.context.db;

interface Charge {
  id: string;
  amount: number;
  currency: string;
}

const charges = async (organization: string, count: number, offset = 0) =>
  (
    await db().all<Charge>(
      `SELECT id, amount, currency FROM transactions WHERE organization_id = ? AND type = 'charge'
       AND status = 'successful' AND refunded_amount = 0 ORDER BY id LIMIT ? OFFSET ?`,
      [organization, count, offset],
    )
  ).map((row) => ({ ...row, amount: Number(row.amount) }));

const preview = (client: TestClient, resourceId: string, items: BulkRefundItemInput[]) =>
  client.api.call(payments.actions['bulk-refunds/preview'], {
    payload: { data: { type: 'bulk-refund-request', attributes: { resourceId, items } } },
  });

const create = (
  client: TestClient,
  resourceId: string,
  reference: string,
  items: BulkRefundItemInput[],
) =>
  client.api.call(payments.actions['bulk-refunds/create'], {
    payload: { data: { type: 'bulk-refund', attributes: { resourceId, reference, items } } },
  });

const refundsOf = async (id: string) =>
  db().all<{ id: string; amount: number }>(
    "SELECT id, amount FROM transactions WHERE original_id = ? AND type = 'refund' AND seeded = 0",
    [id],
  );

describe('bulk refund dry run', () => {
  it('refuses each item for its reason and totals what will be refunded per currency', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const travel = await organizationId(suite, 'Acme Travel');
    const admin = await as('admin');
    const [full, part, over] = await charges(retail, 3);
    const [elsewhere] = await charges(travel, 1);
    const refunded = await db().get<{ id: string }>(
      "SELECT id FROM transactions WHERE organization_id = ? AND status = 'refunded' LIMIT 1",
      [retail],
    );
    const answer = await preview(admin, retail, [
      { transactionId: full!.id },
      { transactionId: part!.id, amount: 1 },
      { transactionId: over!.id, amount: over!.amount + 1 },
      { transactionId: refunded!.id },
      { transactionId: 'trx_nope' },
      { transactionId: elsewhere!.id },
      { transactionId: full!.id },
    ]);
    const items = answer.data.attributes.items;
    expect(items.map((item) => [item.outcome, item.reason?.code ?? null])).toEqual([
      ['refund', null],
      ['refund', null],
      ['refused', 'amount-exceeds'],
      ['refused', 'not-refundable'],
      ['refused', 'unknown-transaction'],
      ['refused', 'other-organization'],
      ['refused', 'duplicate'],
    ]);
    expect(items[2]!.reason?.message).toBe('The amount exceeds the refundable amount');
    expect(items[0]!.amount).toBe(full!.amount);
    const expected = new Map<string, number>();
    expected.set(full!.currency, full!.amount);
    expected.set(part!.currency, (expected.get(part!.currency) ?? 0) + 1);
    expect(answer.data.attributes.totals.map((total) => [total.currency, total.amount])).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)),
    );
    // A dry run changes nothing.
    expect(await refundsOf(full!.id)).toHaveLength(0);
  });

  it('checks the refund permission per item on the server, and hides what the caller cannot see', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const travel = await organizationId(suite, 'Acme Travel');
    const [charge] = await charges(retail, 1);
    const [elsewhere] = await charges(travel, 1);
    const support = await as('support');
    const denied = await preview(support, retail, [{ transactionId: charge!.id }]);
    expect(denied.data.attributes.items[0]!.reason?.code).toBe('forbidden');
    const job = await create(support, retail, randomUUID(), [{ transactionId: charge!.id }]);
    expect(job.data.attributes.counts).toMatchObject({ refused: 1, new: 0 });
    const finance = await as('finance');
    const hidden = await preview(finance, retail, [{ transactionId: elsewhere!.id }]);
    expect(hidden.data.attributes.items[0]!.reason?.code).toBe('unknown-transaction');
    const notHers = await rejection(preview(finance, travel, [{ transactionId: elsewhere!.id }]));
    expect(notHers.code).toBe('not-found');
    await runBulkRefunds(suite.emulator.context, 0);
    expect(await refundsOf(charge!.id)).toHaveLength(0);
  });
});

describe('bulk refund job', () => {
  it('refunds each item once through the single refund path, even when created twice', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const finance = await as('finance');
    const list = await charges(retail, 5);
    const items = list.map((charge, index) => ({
      transactionId: charge.id,
      ...(index === 4 ? { amount: charge.amount + 1 } : {}),
    }));
    const reference = randomUUID();
    const [first, second] = await Promise.all([
      create(finance, retail, reference, items),
      create(finance, retail, reference, items),
    ]);
    expect(second.data.id).toBe(first.data.id);
    await runBulkRefunds(suite.emulator.context, 0);
    const again = await create(finance, retail, reference, items);
    expect(again.data.id).toBe(first.data.id);
    await runBulkRefunds(suite.emulator.context, 0);
    const job = await finance.api.call(payments.actions['bulk-refunds/get'], {
      id: first.data.id,
    });
    expect(job.data.attributes.status).toBe('done');
    expect(job.data.attributes.counts).toEqual({
      new: 0,
      processing: 0,
      refunded: 4,
      refused: 1,
      unknown: 0,
    });
    for (const charge of list.slice(0, 4)) {
      const refunds = await refundsOf(charge.id);
      expect(refunds.map((refund) => Number(refund.amount))).toEqual([charge.amount]);
    }
    expect(await refundsOf(list[4]!.id)).toHaveLength(0);
    const refundIds = job.data.attributes.items.map((item) => item.refundId).filter(Boolean);
    expect(refundIds).toHaveLength(4);
    // Each refund has the audit entry of a single refund, by the person who started the job.
    const entries = await db().all<{ target_id: string; actor_email: string }>(
      "SELECT target_id, actor_email FROM audit_entries WHERE kind = 'refund' AND organization_id = ?",
      [retail],
    );
    expect(entries.filter((entry) => list.some((charge) => charge.id === entry.target_id))).toEqual(
      list
        .slice(0, 4)
        .map((charge) => ({ target_id: charge.id, actor_email: 'finance@paydesk.test' })),
    );
  });

  it("answers nobody else's job to its reference", async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const finance = await as('finance');
    const admin = await as('admin');
    const [charge] = await charges(retail, 1);
    const reference = randomUUID();
    await create(finance, retail, reference, [{ transactionId: charge!.id }]);
    const taken = await rejection(
      create(admin, retail, reference, [{ transactionId: charge!.id }]),
    );
    expect(taken.code).toBe('conflict');
    await runBulkRefunds(suite.emulator.context, 0);
    expect(await refundsOf(charge!.id)).toHaveLength(1);
  });

  it('is stopped by a reset: its items do not refund the new seed', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const finance = await as('finance');
    const [charge] = await charges(retail, 1);
    await create(finance, retail, randomUUID(), [{ transactionId: charge!.id }]);
    await suite.control.request('POST', '/__test/reset');
    await runBulkRefunds(suite.emulator.context, 0);
    expect(await refundsOf(charge!.id)).toHaveLength(0);
    expect(await db().all('SELECT id FROM bulk_refunds')).toHaveLength(0);
  });

  it('is not found from another merchant', async () => {
    const retail = await organizationId(suite, 'Acme Retail');
    const finance = await as('finance');
    const [charge] = await charges(retail, 1);
    const job = await create(finance, retail, randomUUID(), [{ transactionId: charge!.id }]);
    const newcomer = await as('newcomer');
    const hidden = await rejection(
      newcomer.api.call(payments.actions['bulk-refunds/get'], { id: job.data.id }),
    );
    expect(hidden.code).toBe('not-found');
    await runBulkRefunds(suite.emulator.context, 0);
  });
});
