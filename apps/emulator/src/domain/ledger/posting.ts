/**
 * The ledger's posting rules, pure: no database, no clock. A posting is a set of entries that sums to zero — the
 * merchant's buckets (pending, available, reserved) on one side and the `external` counter-account (the world
 * outside the provider: card schemes, banks) on the other — so money is never created or lost, and every balance
 * is the sum of its entries. The seed compiles the same rules to SQL, the run time applies them row by row.
 */
import {
  currencyExponents,
  type BalanceBucket,
  type LedgerReason,
  type PaymentCurrency,
} from '@paydesk/api-client';
import { DAY } from '../../infra/time.js';

/** The merchant's buckets plus the counter-account every posting balances against. */
export type Bucket = BalanceBucket | 'external';

export interface Entry {
  id: string;
  postingId: string;
  organizationId: string;
  currency: string;
  bucket: Bucket;
  /** Signed minor units: a credit of the bucket is positive, a debit negative. */
  amount: number;
  reason: LedgerReason;
  transactionId: string | null;
  payoutId: string | null;
  settlementId: string | null;
  /** When it counts (the emulator clock); later than now means scheduled. */
  createdAt: number;
}

export interface PostingHeader {
  id: string;
  organizationId: string;
  currency: string;
  reason: LedgerReason;
  createdAt: number;
  transactionId?: string | null;
  payoutId?: string | null;
  settlementId?: string | null;
}

/** One movement of a merchant bucket; its own reason when it differs from the posting's (a charge's fee). */
export interface Leg {
  bucket: BalanceBucket;
  amount: number;
  reason?: LedgerReason;
}

/**
 * The entries of one posting: its merchant legs, and an external leg for what they do not balance among
 * themselves. Zero legs are left out; amounts must be integers.
 */
export function post(header: PostingHeader, legs: readonly Leg[]): Entry[] {
  const entries: Entry[] = [];
  let sum = 0;
  const entry = (bucket: Bucket, amount: number, suffix: string, reason: LedgerReason): Entry => ({
    id: `${header.id}:${suffix}`,
    postingId: header.id,
    organizationId: header.organizationId,
    currency: header.currency,
    bucket,
    amount,
    reason,
    transactionId: header.transactionId ?? null,
    payoutId: header.payoutId ?? null,
    settlementId: header.settlementId ?? null,
    createdAt: header.createdAt,
  });
  legs.forEach((leg, index) => {
    if (!Number.isSafeInteger(leg.amount)) throw new Error(`Not minor units: ${leg.amount}`);
    if (leg.amount === 0) return;
    sum += leg.amount;
    entries.push(entry(leg.bucket, leg.amount, String(index), leg.reason ?? header.reason));
  });
  if (sum !== 0) entries.push(entry('external', -sum, 'x', header.reason));
  return entries;
}

/** Minor-unit exponent of a currency (2 when unknown). */
export const exponentOf = (currency: string): number =>
  currencyExponents[currency as PaymentCurrency] ?? 2;

/** Pending money becomes available this long after the end of the day it was captured (UTC days). */
export const SETTLEMENT_DELAY = 2 * DAY;

/** The day (UTC) a capture belongs to, and when that day's settlement happens. */
export const settlementDayOf = (at: number) => Math.floor(at / DAY) * DAY;
export const settlementTimeOf = (at: number) => settlementDayOf(at) + DAY + SETTLEMENT_DELAY;

/** A settlement is one organization's captures of one currency on one UTC day. */
export function settlementIdOf(organizationId: string, currency: string, at: number): string {
  const day = new Date(settlementDayOf(at)).toISOString().slice(0, 10).replaceAll('-', '');
  return `stl_${day}_${currency}_${organizationId}`;
}

/** A rolling reserve: a share of each settlement held back for a while. */
export interface ReservePolicy {
  /** Whole percent of a settlement's net. */
  percent: number;
  holdMs: number;
}

/** What a settlement of `net` holds back (floor, never negative). */
export const reserveOf = (net: number, policy: ReservePolicy | undefined) =>
  policy && net > 0 ? Math.floor((net * policy.percent) / 100) : 0;

/** How a transaction type moves money once it succeeded. */
export interface TransactionRule {
  reason: LedgerReason;
  bucket: BalanceBucket;
  sign: 1 | -1;
  /** Captured money: its fee is charged and it settles from pending into available. */
  settles: boolean;
}

/**
 * Transaction types that move money. Authorizations move none until captured; transfers and verifications none.
 * A refund, chargeback or rapid dispute takes from available; a won chargeback (chargeback-refund) gives back.
 */
export const transactionRules: Readonly<Record<string, TransactionRule>> = {
  charge: { reason: 'charge', bucket: 'pending', sign: 1, settles: true },
  'charge-recurring': { reason: 'charge', bucket: 'pending', sign: 1, settles: true },
  'charge-capture': { reason: 'capture', bucket: 'pending', sign: 1, settles: true },
  refund: { reason: 'refund', bucket: 'available', sign: -1, settles: false },
  chargeback: { reason: 'chargeback', bucket: 'available', sign: -1, settles: false },
  'second-chargeback': { reason: 'chargeback', bucket: 'available', sign: -1, settles: false },
  'rapid-dispute': { reason: 'chargeback', bucket: 'available', sign: -1, settles: false },
  'chargeback-refund': { reason: 'chargeback', bucket: 'available', sign: 1, settles: false },
};

/** Statuses of a successful transaction whose money did not move after all (a reversed charge or refund). */
export const unmovedStatuses = ['cancelled'] as const;

/** The fields of a transaction the ledger reads. */
export interface LedgerTransaction {
  id: string;
  organizationId: string;
  currency: string;
  type: string;
  status: string;
  result: string;
  amount: number;
  fee: number;
  createdAt: number;
}

export const movesMoney = (tx: LedgerTransaction) =>
  tx.result === 'success' &&
  !(unmovedStatuses as readonly string[]).includes(tx.status) &&
  Object.hasOwn(transactionRules, tx.type);

/**
 * The postings of a transaction that moved money: the movement itself, and for captured money its fee and its
 * share of its day's settlement (both at settlement time: pending → available, scheduled) and of the rolling
 * reserve (held at settlement, released after the holding period). Refunds and chargebacks name the settlement of their
 * day too: that settlement's statement deducts them.
 */
export function transactionPostings(tx: LedgerTransaction, reserve?: ReservePolicy): Entry[] {
  if (!movesMoney(tx)) return [];
  const rule = transactionRules[tx.type]!;
  const settlementId = settlementIdOf(tx.organizationId, tx.currency, tx.createdAt);
  const base = {
    organizationId: tx.organizationId,
    currency: tx.currency,
    transactionId: tx.id,
    settlementId,
  };
  const movement = { ...base, id: `trx:${tx.id}`, reason: rule.reason, createdAt: tx.createdAt };
  if (!rule.settles) {
    return post(movement, [{ bucket: rule.bucket, amount: rule.sign * tx.amount }]);
  }
  const settledAt = settlementTimeOf(tx.createdAt);
  const net = tx.amount - tx.fee;
  const held = reserveOf(net, reserve);
  return [
    ...post(movement, [{ bucket: 'pending', amount: tx.amount }]),
    // The provider deducts its fee when it settles.
    ...post({ ...base, id: `fee:${tx.id}`, reason: 'fee', createdAt: settledAt }, [
      { bucket: 'pending', amount: -tx.fee },
    ]),
    ...post({ ...base, id: `stl:${tx.id}`, reason: 'settlement', createdAt: settledAt }, [
      { bucket: 'pending', amount: -net },
      { bucket: 'available', amount: net },
    ]),
    ...reservePostings({ ...base, id: tx.id }, held, settledAt, reserve),
  ];
}

/** Holds `held` at `at` and releases it after the policy's holding period. */
export function reservePostings(
  base: Omit<PostingHeader, 'reason' | 'createdAt'>,
  held: number,
  at: number,
  reserve: ReservePolicy | undefined,
): Entry[] {
  if (!reserve || held <= 0) return [];
  return [
    ...post({ ...base, id: `rsv:${base.id}`, reason: 'reserve-hold', createdAt: at }, [
      { bucket: 'available', amount: -held },
      { bucket: 'reserved', amount: held },
    ]),
    ...post(
      { ...base, id: `rel:${base.id}`, reason: 'reserve-release', createdAt: at + reserve.holdMs },
      [
        { bucket: 'reserved', amount: -held },
        { bucket: 'available', amount: held },
      ],
    ),
  ];
}

/** A payout takes from available at once; a failed one gives it back when it fails. */
export function payoutPostings(payout: {
  id: string;
  organizationId: string;
  currency: string;
  amount: number;
  createdAt: number;
  completedAt: number;
  failed: boolean;
}): Entry[] {
  const base = {
    organizationId: payout.organizationId,
    currency: payout.currency,
    payoutId: payout.id,
  };
  return [
    ...post({ ...base, id: `pay:${payout.id}`, reason: 'payout', createdAt: payout.createdAt }, [
      { bucket: 'available', amount: -payout.amount },
    ]),
    ...(payout.failed
      ? post(
          {
            ...base,
            id: `ret:${payout.id}`,
            reason: 'payout-failed-return',
            createdAt: payout.completedAt,
          },
          [{ bucket: 'available', amount: payout.amount }],
        )
      : []),
  ];
}

export type Balances = Record<BalanceBucket, number>;

/** The balances of one account at `now`: the sums of its entries that count by then (the pure twin of SQL). */
export function balancesAt(
  entries: Iterable<Entry>,
  organizationId: string,
  currency: string,
  now: number,
): Balances {
  const balances: Balances = { pending: 0, available: 0, reserved: 0 };
  for (const entry of entries) {
    if (entry.organizationId !== organizationId || entry.currency !== currency) continue;
    if (entry.createdAt > now || entry.bucket === 'external') continue;
    balances[entry.bucket] += entry.amount;
  }
  return balances;
}
