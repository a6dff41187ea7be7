/**
 * The search area: anyone who sees Acme Retail may search it, but each kind of hit only reaches a caller holding
 * that kind's read permission where the record lives. The kind cases search a real record's own text and count
 * an answer without that kind's hit as a refusal, so a search that leaks a payout to a support user fails here.
 */
import type { SearchKind } from '@paydesk/api-client';
import { action, type Outcome, type Verdict } from '../agent.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

const query = (phase: Phase, text: string) =>
  action('search', 'search/query', {
    data: {
      type: 'search-request',
      attributes: { resourceId: id(phase, RETAIL), text, limit: 20 },
    },
  });

/** A success counts only when it hands over a hit of `kind` for `recordId`. */
const handsOver =
  (kind: SearchKind) =>
  (outcome: Outcome): Verdict => {
    if (outcome.verdict !== 'success') return outcome.verdict;
    const hits = (outcome.body as { data?: { attributes: { kind: string } }[] }).data ?? [];
    return hits.some((hit) => hit.attributes.kind === kind) ? 'success' : 'refused';
  };

async function text(phase: Phase, sql: string, args: unknown[]): Promise<string> {
  const row = await phase.world.db.get<{ text: string }>(sql, args as never);
  if (!row) throw new Error(`No row for ${sql}`);
  return row.text;
}

export const searchCases: MatrixCase[] = [
  {
    key: 'search:search/query',
    call: (phase) => query(phase, 'acme'),
    target: () => on(RETAIL),
  },
  {
    key: 'search:search/query#transaction',
    call: async (phase) =>
      query(
        phase,
        await text(
          phase,
          'SELECT reference_id AS text FROM transactions WHERE project_id = ? AND reference_id IS NOT NULL ORDER BY id',
          [id(phase, WEB_SHOP)],
        ),
      ),
    target: () => on(WEB_SHOP),
    judge: handsOver('transaction'),
  },
  {
    key: 'search:search/query#customer',
    call: async (phase) =>
      query(
        phase,
        await text(
          phase,
          'SELECT email AS text FROM customers WHERE organization_id = ? ORDER BY id',
          [id(phase, RETAIL)],
        ),
      ),
    target: () => on(RETAIL),
    judge: handsOver('customer'),
  },
  {
    key: 'search:search/query#payout',
    call: async (phase) =>
      query(
        phase,
        await text(
          phase,
          'SELECT reference AS text FROM payouts WHERE organization_id = ? AND created_at <= ? ORDER BY id',
          [id(phase, RETAIL), phase.world.now()],
        ),
      ),
    target: () => on(RETAIL),
    judge: handsOver('payout'),
  },
];
