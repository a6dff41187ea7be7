// Cmd+K search end to end (issue 20): ranked hits (exact before prefix before contains), a transaction found by its
// card's last 4 only (never by other digits of the masked number), and hits limited to what the caller reads —
// support finds transactions but no payouts or API keys, whatever it types.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { search, type SearchHit } from '@paydesk/api-client';
import type { TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite({}, { resetEach: false });
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

const db = () => suite.emulator.context.db;

async function find(client: TestClient, text: string, limit = 20): Promise<SearchHit[]> {
  const answer = (await client.api.call(search.actions['search/query'], {
    payload: { data: { type: 'search-request', attributes: { resourceId: retail, text, limit } } },
  } as never)) as { data: SearchHit[] };
  return answer.data;
}

describe('search/query', () => {
  it('finds a transaction by its exact id and by its reference, exact matches first', async () => {
    const admin = await as('admin');
    const row = (await db().get<{ id: string; reference_id: string }>(
      'SELECT id, reference_id FROM transactions WHERE organization_id = ? AND reference_id IS NOT NULL ORDER BY created_at DESC',
      [retail],
    ))!;
    const byId = await find(admin, row.id);
    expect(byId[0]).toMatchObject({
      attributes: { kind: 'transaction', recordId: row.id, match: 'exact', field: 'id' },
    });
    const byReference = await find(admin, row.reference_id);
    expect(byReference[0]).toMatchObject({
      attributes: { recordId: row.id, match: 'exact', field: 'reference' },
    });
    // A prefix of the reference: prefix hits, never ranked above an exact one.
    const prefix = await find(admin, row.reference_id.slice(0, -1));
    const ranks = prefix.map((hit) =>
      ['exact', 'prefix', 'contains'].indexOf(hit.attributes.match),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(prefix.some((hit) => hit.attributes.match === 'prefix')).toBe(true);
  });

  it('matches a card on its last 4 only, exactly', async () => {
    const admin = await as('admin');
    const row = (await db().get<{ id: string; card_last4: string }>(
      'SELECT id, card_last4 FROM transactions WHERE organization_id = ? AND card_last4 IS NOT NULL ORDER BY created_at DESC',
      [retail],
    ))!;
    const hits = (await find(admin, row.card_last4)).filter(
      (hit) => hit.attributes.field === 'cardLast4',
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.attributes.matched).toBe(row.card_last4);
    expect(hits.map((hit) => hit.attributes.recordId)).toContain(row.id);
    // Three of the four digits match no card.
    const partial = await find(admin, row.card_last4.slice(1));
    expect(partial.some((hit) => hit.attributes.field === 'cardLast4')).toBe(false);
  });

  it('finds customers by email and caps each kind at the limit', async () => {
    const admin = await as('admin');
    const customer = (await db().get<{ id: string; email: string }>(
      'SELECT id, email FROM customers WHERE organization_id = ? ORDER BY id',
      [retail],
    ))!;
    // The same address on the customer's transactions is an exact hit too; the customer is its kind's first.
    const hits = (await find(admin, customer.email.toUpperCase())).filter(
      (hit) => hit.attributes.kind === 'customer',
    );
    expect(hits[0]).toMatchObject({
      attributes: { kind: 'customer', recordId: customer.id, match: 'exact' },
    });
    const capped = await find(admin, 'a', 3);
    const perKind = new Map<string, number>();
    for (const hit of capped)
      perKind.set(hit.attributes.kind, (perKind.get(hit.attributes.kind) ?? 0) + 1);
    for (const count of perKind.values()) expect(count).toBeLessThanOrEqual(3);
  });

  it('answers support nothing it may not read: no payouts, no API keys, no team members', async () => {
    const [admin, support] = [await as('admin'), await as('support')];
    const payout = (await db().get<{ reference: string }>(
      'SELECT reference FROM payouts WHERE organization_id = ? AND created_at <= ? ORDER BY id',
      [retail, suite.emulator.context.clock.now()],
    ))!;
    expect((await find(admin, payout.reference)).map((hit) => hit.attributes.kind)).toContain(
      'payout',
    );
    const supportKinds = new Set<string>();
    for (const text of [payout.reference, 'demo', 'paydesk', 'a', 'e'])
      for (const hit of await find(support, text)) supportKinds.add(hit.attributes.kind);
    expect(
      [...supportKinds].filter((kind) => !['transaction', 'customer', 'dispute'].includes(kind)),
    ).toEqual([]);
    expect((await find(admin, 'demo')).map((hit) => hit.attributes.kind)).toContain('team-member');
  });

  it('refuses an organization the caller does not see and an empty text', async () => {
    const support = await as('support');
    const travel = await organizationId(suite, 'Acme Travel');
    const call = (resourceId: string, text: string) =>
      support.api.call(search.actions['search/query'], {
        payload: { data: { type: 'search-request', attributes: { resourceId, text } } },
      } as never);
    expect((await rejection(call(travel, 'a'))).errors[0]!.code).toBe('not-found');
    expect((await rejection(call(retail, '   '))).errors[0]!.source?.pointer).toMatch(
      /\/data\/attributes\/text$/,
    );
  });
});
