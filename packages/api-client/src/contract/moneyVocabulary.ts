/**
 * The money area's words: ledger buckets, reasons and directions, the statuses of payouts, payout requests and
 * rolling reserves, the lists' filter fields and what each action needs. Named apart from the schemas in
 * `money.ts` and `moneyResources.ts`, so an app that reads them (a list's URL, a permission check) does not bundle
 * the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { MoneyActionName } from './money.js';
import { payoutMethodPermissions } from './payoutMethodVocabulary.js';

/** The merchant's buckets of an account: money waiting for settlement, money it can pay out, money held back. */
export const balanceBuckets = ['pending', 'available', 'reserved'] as const;
export type BalanceBucket = (typeof balanceBuckets)[number];

/** Why an entry was posted. */
export const ledgerReasons = [
  'charge',
  'capture',
  'refund',
  'chargeback',
  'fee',
  'payout',
  'payout-failed-return',
  'settlement',
  'reserve-hold',
  'reserve-release',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

export const entryDirections = ['credit', 'debit'] as const;
export type EntryDirection = (typeof entryDirections)[number];

/** Processing payouts: made (`new`), sent to the bank (`pending`), then `paid` or `failed` (money returned). */
export const payoutStatuses = ['new', 'pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutFailureReasons = [
  'account-closed',
  'invalid-account',
  'account-frozen',
  'bank-rejected',
] as const;
export type PayoutFailureReason = (typeof payoutFailureReasons)[number];

/** Payout requests made from the dashboard wait for the provider's approval. */
export const walletPayoutRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type WalletPayoutRequestStatus = (typeof walletPayoutRequestStatuses)[number];

export const rollingReserveStatuses = ['held', 'released'] as const;
export type RollingReserveStatus = (typeof rollingReserveStatuses)[number];

/** What the balances chart's upcoming list holds: settlements, reserve releases and payouts on their way. */
export const upcomingKinds = ['settlement', 'reserve-release', 'payout'] as const;

/**
 * Filter fields of `accounts/listEntries` (`[field, operator, value]`):
 * - `bucket`, `reason`: `=` one value or `in` a list; `direction`: `=` credit or debit;
 * - `amount`: `>=` / `<=` minor units (the positive amount); `createdAt`: `>=` / `<` ISO date-times;
 * - `transactionId`, `payoutId`, `settlementId`: `=`.
 */
export const ledgerEntryFilterFields = [
  'bucket',
  'reason',
  'direction',
  'amount',
  'createdAt',
  'transactionId',
  'payoutId',
  'settlementId',
] as const;

/** `status`, `currency` (`=`/`in`), `createdAt` (`>=`/`<`). */
export const payoutFilterFields = ['status', 'currency', 'createdAt'] as const;
/** `status`, `currency` (`=`/`in`). */
export const payoutRequestFilterFields = ['status', 'currency'] as const;
/** `status`, `currency` (`=`/`in`), `releaseAt` (`>=`/`<`). */
export const rollingReserveFilterFields = ['status', 'currency', 'releaseAt'] as const;
/** `currency` (`=`/`in`), `periodStart` (`>=`/`<`). */
export const settlementFilterFields = ['currency', 'periodStart'] as const;

/**
 * What each money action needs on the organization (all of them; SPEC §6). The emulator enforces these and the
 * dashboard gates its screens with the same lists.
 */
export const moneyPermissions = {
  'balances/get': ['balances-total.read'],
  'accounts/list': ['accounts.read'],
  'accounts/get': ['accounts.read'],
  'accounts/listEntries': ['accounts.read'],
  'payouts/list': ['payouts.requests.read'],
  'payouts/get': ['payouts.requests.read'],
  'payout-requests/list': ['wallet-payout-requests.read'],
  'payout-requests/create': ['wallet-payout-requests.read', 'payouts.write'],
  'rolling-reserves/list': ['rolling-reserve-payouts.requests.read'],
  'rolling-reserves/get': ['rolling-reserve-payouts.requests.read'],
  'settlements/list': ['accounts.settlement.read'],
  'settlements/get': ['accounts.settlement.read', 'settlement-payment-attributes.read'],
  ...payoutMethodPermissions,
} as const satisfies Record<MoneyActionName, readonly PermissionName[]>;

/** The answer to a payout request above the available balance, on `/data/attributes/amount`. */
export const PAYOUT_AMOUNT_EXCEEDS_AVAILABLE = 'Amount should not exceed the available balance';
