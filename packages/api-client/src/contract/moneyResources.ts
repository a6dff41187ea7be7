/**
 * Resource objects of the money area: balances, accounts (one per currency) and their ledger entries, processing
 * payouts, payout requests, rolling reserves and settlements. Amounts are integers in minor units of their
 * currency (`currencyExponents`: JPY 0, KWD 3); entry amounts are positive, `direction` says which way they go.
 */
import * as v from 'valibot';
import { CurrencySchema, DateTimeSchema, MinorAmountSchema, resource } from './jsonapi.js';
import {
  balanceBuckets,
  entryDirections,
  ledgerReasons,
  payoutFailureReasons,
  payoutStatuses,
  rollingReserveStatuses,
  upcomingKinds,
  walletPayoutRequestStatuses,
} from './moneyVocabulary.js';

const NonNegativeAmount = v.pipe(MinorAmountSchema, v.minValue(0));
const PositiveAmount = v.pipe(MinorAmountSchema, v.minValue(1));
const Exponent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
/** `YYYY-MM-DD` (UTC). */
const DateSchema = v.pipe(v.string(), v.isoDate());

const BucketAmounts = {
  available: MinorAmountSchema,
  pending: MinorAmountSchema,
  reserved: MinorAmountSchema,
};

/** The balances of one currency, a daily history for a chart and what is coming. */
export const CurrencyBalanceSchema = v.object({
  currency: CurrencySchema,
  exponent: Exponent,
  /** The account of this currency (accounts/get, accounts/listEntries). */
  accountId: v.string(),
  ...BucketAmounts,
  /** End-of-day balances (UTC), oldest first; the last point is today so far. */
  history: v.array(v.object({ date: DateSchema, ...BucketAmounts })),
  /** Soonest first. */
  upcoming: v.array(
    v.object({
      kind: v.picklist(upcomingKinds),
      /** The settlement, rolling reserve or payout. */
      id: v.string(),
      date: DateTimeSchema,
      /** What moves into available (settlements, releases) or out to the bank (payouts). */
      amount: MinorAmountSchema,
    }),
  ),
});
export type CurrencyBalance = v.InferOutput<typeof CurrencyBalanceSchema>;

/** An organization's balances per currency (id: the organization). */
export const BalancesSchema = resource('balances', {
  asOf: DateTimeSchema,
  currencies: v.array(CurrencyBalanceSchema),
});
export type Balances = v.InferOutput<typeof BalancesSchema>;

/** An account (wallet): one per organization and currency, its balances the sums of its entries. */
export const AccountSchema = resource('account', {
  organizationId: v.string(),
  currency: CurrencySchema,
  exponent: Exponent,
  ...BucketAmounts,
  createdAt: DateTimeSchema,
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** One entry of an account: a credit or debit of one bucket, and that bucket's balance after it. */
export const LedgerEntrySchema = resource('ledger-entry', {
  accountId: v.string(),
  bucket: v.picklist(balanceBuckets),
  direction: v.picklist(entryDirections),
  /** Always positive; `direction` tells which way. */
  amount: PositiveAmount,
  currency: CurrencySchema,
  reason: v.picklist(ledgerReasons),
  transactionId: v.nullable(v.string()),
  payoutId: v.nullable(v.string()),
  settlementId: v.nullable(v.string()),
  /** The bucket's balance right after this entry (entries ordered by createdAt, then id). */
  balanceAfter: MinorAmountSchema,
  createdAt: DateTimeSchema,
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;

/** A processing payout to the merchant's bank. */
export const PayoutSchema = resource('payout', {
  organizationId: v.string(),
  amount: PositiveAmount,
  currency: CurrencySchema,
  status: v.picklist(payoutStatuses),
  failureReason: v.nullable(v.picklist(payoutFailureReasons)),
  payoutMethodId: v.string(),
  /** The bank statement reference. */
  reference: v.string(),
  /** Set when the payout pays out a payout request; automatic payouts have none. */
  payoutRequestId: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  /** When it is (or was) paid or failed. */
  expectedAt: DateTimeSchema,
  paidAt: v.nullable(DateTimeSchema),
  failedAt: v.nullable(DateTimeSchema),
});
export type Payout = v.InferOutput<typeof PayoutSchema>;

/** A payout request made from the dashboard; its amount leaves available when it is made. */
export const WalletPayoutRequestSchema = resource('wallet-payout-request', {
  organizationId: v.string(),
  amount: PositiveAmount,
  currency: CurrencySchema,
  status: v.picklist(walletPayoutRequestStatuses),
  payoutMethodId: v.string(),
  rejectionReason: v.nullable(v.string()),
  /** The payout carrying it (none when rejected). */
  payoutId: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  decidedAt: v.nullable(DateTimeSchema),
});
export type WalletPayoutRequest = v.InferOutput<typeof WalletPayoutRequestSchema>;

/** A share of one settlement held back, released after the holding period. */
export const RollingReserveSchema = resource('rolling-reserve', {
  organizationId: v.string(),
  currency: CurrencySchema,
  amount: PositiveAmount,
  /** The settlement it was held from, and that settlement's period. */
  settlementId: v.string(),
  periodStart: DateTimeSchema,
  periodEnd: DateTimeSchema,
  heldAt: DateTimeSchema,
  releaseAt: DateTimeSchema,
  status: v.picklist(rollingReserveStatuses),
  releasedAt: v.nullable(DateTimeSchema),
});
export type RollingReserve = v.InferOutput<typeof RollingReserveSchema>;

/** A settlement: one day's payments of one currency, made available after the settlement delay. */
export const SettlementSchema = resource('settlement', {
  organizationId: v.string(),
  currency: CurrencySchema,
  /** The day of payments it settles: start inclusive, end exclusive. */
  periodStart: DateTimeSchema,
  periodEnd: DateTimeSchema,
  settledAt: DateTimeSchema,
  /** Captured charges of the period. */
  gross: NonNegativeAmount,
  fees: NonNegativeAmount,
  /** Refunds and chargebacks debited during the period. */
  refunds: NonNegativeAmount,
  chargebacks: NonNegativeAmount,
  reserveHeld: NonNegativeAmount,
  /** gross − fees − refunds − chargebacks − reserveHeld (may be negative). */
  net: MinorAmountSchema,
  /** The first automatic payout after it, once made. */
  payoutId: v.nullable(v.string()),
});
export type Settlement = v.InferOutput<typeof SettlementSchema>;
