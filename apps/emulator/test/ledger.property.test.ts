// The ledger's posting rules over random histories (fast-check): charges, captures, refunds, chargebacks, fees,
// payouts (some failing) and the clock moving past settlements and reserve releases. The same entries go through
// the SQL store, whose balances must be the pure sums.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase, type Database } from '../src/infra/db/database.js';
import { DAY, HOUR } from '../src/infra/time.js';
import {
  balancesAt,
  payoutPostings,
  transactionPostings,
  type Entry,
  type ReservePolicy,
} from '../src/domain/ledger/posting.js';
import { balancesOf, insertEntries } from '../src/domain/ledger/store.js';

const ORG = 'org_property';
const CURRENCY = 'EUR';
const START = Date.UTC(2026, 0, 1, 9);

type Op =
  | { kind: 'charge' | 'capture'; amount: number; feePercent: number }
  | { kind: 'refund' | 'chargeback'; pick: number; share: number }
  | { kind: 'payout'; share: number; fails: boolean; overdraw: boolean }
  | { kind: 'advance'; ms: number };

const amount = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('charge' as const, 'capture' as const),
      amount,
      feePercent: fc.integer({ min: 0, max: 120 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('refund' as const, 'chargeback' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      share: fc.double({ min: 0, max: 1.5, noNaN: true }),
      fails: fc.boolean(),
      overdraw: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 40 * DAY }),
    }),
  },
);
const reserve = fc.option(
  fc.record({
    percent: fc.integer({ min: 1, max: 30 }),
    holdMs: fc.integer({ min: HOUR, max: 120 * DAY }),
  }),
  { nil: undefined },
);

interface Outcome {
  entries: Entry[];
  now: number;
  /** Money in and out as the operations say, independent of the ledger. */
  charged: number;
  fees: number;
  taken: number;
  paidOut: number;
  /** Payouts accepted, with the available balance right after each (now and at every later entry). */
  afterPayouts: number[];
  refused: number;
}

/** Runs a history the way the emulator does: postings per transaction, a payout only within available. */
function run(ops: readonly Op[], policy: ReservePolicy | undefined): Outcome {
  const out: Outcome = {
    entries: [],
    now: START,
    charged: 0,
    fees: 0,
    taken: 0,
    paidOut: 0,
    afterPayouts: [],
    refused: 0,
  };
  const payments: { id: string; amount: number; left: number }[] = [];
  let serial = 0;
  for (const step of ops) {
    const id = `t${serial++}`;
    if (step.kind === 'advance') {
      out.now += step.ms;
      continue;
    }
    if (step.kind === 'charge' || step.kind === 'capture') {
      const fee = Math.floor((step.amount * step.feePercent) / 1000);
      out.entries.push(
        ...transactionPostings(
          {
            id,
            organizationId: ORG,
            currency: CURRENCY,
            type: step.kind === 'charge' ? 'charge' : 'charge-capture',
            status: 'successful',
            result: 'success',
            amount: step.amount,
            fee,
            createdAt: out.now,
          },
          policy,
        ),
      );
      payments.push({ id, amount: step.amount, left: step.amount });
      out.charged += step.amount;
      out.fees += fee;
      continue;
    }
    if (step.kind === 'refund' || step.kind === 'chargeback') {
      const payment = payments[step.pick % Math.max(1, payments.length)];
      if (!payment || payment.left === 0) continue;
      const taken = Math.max(1, Math.floor(payment.left * step.share));
      payment.left -= taken;
      out.entries.push(
        ...transactionPostings(
          {
            id,
            organizationId: ORG,
            currency: CURRENCY,
            type: step.kind,
            status: 'successful',
            result: 'success',
            amount: taken,
            fee: 0,
            createdAt: out.now,
          },
          policy,
        ),
      );
      out.taken += taken;
      continue;
    }
    const payout = step as Extract<Op, { kind: 'payout' }>;
    const { available } = balancesAt(out.entries, ORG, CURRENCY, out.now);
    const wanted = payout.overdraw
      ? available + 1 + Math.floor(payout.share * 1000)
      : Math.floor(available * Math.min(1, payout.share));
    // The rule of payout-requests/create: never more than available now.
    if (wanted <= 0 || wanted > available) {
      out.refused++;
      continue;
    }
    out.entries.push(
      ...payoutPostings({
        id,
        organizationId: ORG,
        currency: CURRENCY,
        amount: wanted,
        createdAt: out.now,
        completedAt: out.now + DAY,
        failed: payout.fails,
      }),
    );
    if (!payout.fails) out.paidOut += wanted;
    const times = [
      out.now,
      ...out.entries.map((entry) => entry.createdAt).filter((at) => at > out.now),
    ];
    out.afterPayouts.push(
      Math.min(...times.map((at) => balancesAt(out.entries, ORG, CURRENCY, at).available)),
    );
  }
  return out;
}

const sum = (entries: readonly Entry[]) =>
  entries.reduce((total, entry) => total + entry.amount, 0);

describe('ledger postings (property-based)', () => {
  it('balances every posting, loses and creates nothing, and never lets a payout overdraw', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), reserve, (ops, policy) => {
        const out = run(ops, policy);
        // Every posting sums to zero, so the whole journal does: money is neither created nor lost.
        const postings = new Map<string, number>();
        for (const entry of out.entries) {
          expect(Number.isSafeInteger(entry.amount) && entry.amount !== 0).toBe(true);
          postings.set(entry.postingId, (postings.get(entry.postingId) ?? 0) + entry.amount);
        }
        for (const total of postings.values()) expect(total).toBe(0);
        expect(sum(out.entries)).toBe(0);
        // Once everything scheduled has happened, the merchant holds exactly what came in minus what went out.
        const end = Math.max(out.now, ...out.entries.map((entry) => entry.createdAt));
        const final = balancesAt(out.entries, ORG, CURRENCY, end);
        expect(final.pending).toBe(0);
        expect(final.reserved).toBe(0);
        expect(final.available).toBe(out.charged - out.fees - out.taken - out.paidOut);
        // A payout never takes available below zero, now or when later entries (settlements, releases) land.
        for (const after of out.afterPayouts) expect(after).toBeGreaterThanOrEqual(0);
        // At every moment each balance is the sum of its entries so far.
        for (const at of [START, out.now, end]) {
          const counted = out.entries.filter(
            (entry) => entry.createdAt <= at && entry.bucket !== 'external',
          );
          const balances = balancesAt(out.entries, ORG, CURRENCY, at);
          expect(balances.pending + balances.available + balances.reserved).toBe(sum(counted));
        }
      }),
      { numRuns: 300 },
    );
  });

  describe('through the database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase(MEMORY_DATA_DIR);
    });
    afterAll(() => db.close());

    it('answers the same balances as the pure sums, at any moment', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(op, { maxLength: 40 }),
          reserve,
          fc.nat(),
          async (ops, policy, probe) => {
            await db.run('DELETE FROM ledger_entries');
            const out = run(ops, policy);
            await db.batch(insertEntries(out.entries));
            const times = [START, out.now, ...out.entries.map((entry) => entry.createdAt)];
            const at = times[probe % times.length]!;
            expect(await balancesOf(db, ORG, CURRENCY, at)).toEqual(
              balancesAt(out.entries, ORG, CURRENCY, at),
            );
            const total = await db.get<{ total: number | null }>(
              'SELECT SUM(amount) AS total FROM ledger_entries',
            );
            expect(Number(total?.total ?? 0)).toBe(0);
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});
