/**
 * The state of one organization's generation: its seeded generator, the end of the period, the rows made for
 * the current payment, and the two moves every outcome uses — a later time, a child transaction.
 */
import type { TransactionType } from '@paydesk/api-client';
import { idFactory, seededRandom } from '../../infra/random.js';
import { SECOND } from '../../infra/time.js';
import { APPROVED } from '../../domain/payments/resultCodes.js';
import type { TransactionDetails, TransactionRow } from '../../domain/payments/rows.js';
import { Draw } from './draw.js';
import type { GeneratedRow } from './generatedRows.js';

export class Generation {
  readonly draw: Draw;
  readonly id: (prefix: string) => string;
  /** Payments happen before this instant (the hour of seeding). */
  readonly end: number;
  /** Rows made since the last {@link take}, in order. */
  #rows: GeneratedRow[] = [];

  constructor(seed: number, end: number) {
    this.draw = new Draw(seededRandom(seed));
    this.id = idFactory(this.draw.random);
    this.end = end;
  }

  emit(row: GeneratedRow): void {
    this.#rows.push(row);
  }

  /** The rows made so far, handed over once. */
  take(): GeneratedRow[] {
    const rows = this.#rows;
    this.#rows = [];
    return rows;
  }

  /** A time after `after` (by `min`…`max`) but before the end; `undefined` when none is left. */
  later(after: number, min: number, max: number): number | undefined {
    const { draw, end } = this;
    const at = after + Math.floor(draw.between(min, max));
    if (at < end) return at;
    return after + min < end ? after + Math.floor(draw.between(min, end - after)) : undefined;
  }

  /** A successful child of `parent` (a capture, refund, chargeback…), emitted at once. */
  child(
    parent: TransactionRow,
    type: TransactionType,
    amount: number,
    createdAt: number,
    overrides: Partial<TransactionRow> = {},
  ): TransactionRow {
    const details = JSON.parse(parent.details) as TransactionDetails;
    const row: TransactionRow = {
      ...parent,
      id: this.id('trx'),
      original_id: parent.id,
      type,
      status: 'successful',
      result: 'success',
      result_code: APPROVED,
      amount,
      refunded_amount: 0,
      captured_amount: 0,
      cancelled_amount: 0,
      fee: 0,
      settlement_amount: null,
      settlement_currency: null,
      payment_link_id: null,
      risk_score: 0,
      details: JSON.stringify({ card: details.card, threeDs: null, meta: {}, travel: null }),
      created_at: createdAt,
      processed_at: createdAt + 2 * SECOND,
      settled_at: null,
      ...overrides,
    };
    this.emit({ table: 'transactions', row });
    return row;
  }
}
