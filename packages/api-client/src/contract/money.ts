/**
 * The money area (`POST /api/money`): balances, accounts and their ledger entries, processing payouts, payout
 * requests, rolling reserves and settlements of an organization (resourceId). Lists take the list request of
 * SPEC §3 with the filter fields of `moneyVocabulary.ts` and the sort fields below; `page.after` is the cursor from
 * `meta.page.after`.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  CurrencySchema,
  document,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
  ScopedListRequestSchema,
} from './jsonapi.js';
import {
  AccountSchema,
  BalancesSchema,
  LedgerEntrySchema,
  PayoutSchema,
  RollingReserveSchema,
  SettlementSchema,
  WalletPayoutRequestSchema,
} from './moneyResources.js';
import {
  ledgerEntryFilterFields,
  payoutFilterFields,
  payoutRequestFilterFields,
  rollingReserveFilterFields,
  settlementFilterFields,
} from './moneyVocabulary.js';
import { payoutMethodActions } from './payoutMethods.js';

/** Entries are read newest first (`-createdAt`) or oldest first. */
export const LedgerEntryListRequestSchema = listRequestOf({
  filters: ledgerEntryFilterFields,
  sorts: ['createdAt'],
});
export type LedgerEntryListRequest = v.InferInput<typeof LedgerEntryListRequestSchema>;
export type LedgerEntryFilter = NonNullable<
  LedgerEntryListRequest['data']['attributes']['filters']
>[number];

export const PayoutListRequestSchema = listRequestOf({
  filters: payoutFilterFields,
  sorts: ['createdAt'],
});
export const PayoutRequestListRequestSchema = listRequestOf({
  filters: payoutRequestFilterFields,
  sorts: ['createdAt'],
});
export const RollingReserveListRequestSchema = listRequestOf({
  filters: rollingReserveFilterFields,
  sorts: ['releaseAt'],
});
export const SettlementListRequestSchema = listRequestOf({
  filters: settlementFilterFields,
  sorts: ['periodStart'],
});

/** A new payout request: at most the available balance, to a payout method of the same currency. */
export const PayoutRequestCreateSchema = body('payout-request', {
  /** The organization. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: CurrencySchema,
  payoutMethodId: v.pipe(v.string(), v.minLength(1)),
});
export type PayoutRequestCreate = v.InferInput<typeof PayoutRequestCreateSchema>;

/** A balances request: the organization and how many days of history (1…90, default 30). */
export const BalancesRequestSchema = body('balances-request', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90))),
});

export const money = defineArea('money', {
  'balances/get': {
    description:
      'Balances of an organization per currency (available, pending, reserved), a daily history and upcoming settlements, releases and payouts.',
    payload: BalancesRequestSchema,
    answer: document(BalancesSchema),
  },
  'accounts/list': {
    description: 'Accounts (wallets) of an organization, one per currency, with their balances.',
    payload: ScopedListRequestSchema,
    answer: listDocument(AccountSchema),
  },
  'accounts/get': {
    description: 'One account with its balances.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(AccountSchema),
  },
  'accounts/listEntries': {
    description:
      'Ledger entries of an account (resourceId = the account), filtered, newest first by default, pages with an `after` cursor.',
    payload: LedgerEntryListRequestSchema,
    answer: listDocument(LedgerEntrySchema),
    ignorable: true,
  },
  'payouts/list': {
    description: 'Processing payouts of an organization, newest first.',
    payload: PayoutListRequestSchema,
    answer: listDocument(PayoutSchema),
    ignorable: true,
  },
  'payouts/get': {
    description: 'One processing payout.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PayoutSchema),
  },
  'payout-requests/list': {
    description: 'Payout requests made from the dashboard, newest first.',
    payload: PayoutRequestListRequestSchema,
    answer: listDocument(WalletPayoutRequestSchema),
    ignorable: true,
  },
  'payout-requests/create': {
    description:
      'Requests a payout of at most the available balance to a payout method of that currency; the amount leaves available at once. The same requestReference twice makes one request.',
    payload: PayoutRequestCreateSchema,
    answer: document(WalletPayoutRequestSchema),
    moneyMoving: true,
  },
  'rolling-reserves/list': {
    description:
      'Rolling reserves of an organization: held per settlement, released after the holding period.',
    payload: RollingReserveListRequestSchema,
    answer: listDocument(RollingReserveSchema),
    ignorable: true,
  },
  'rolling-reserves/get': {
    description:
      'One rolling reserve: the settlement it was held from, its amount and its release date.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(RollingReserveSchema),
  },
  'settlements/list': {
    description: 'Settlements of an organization, newest period first.',
    payload: SettlementListRequestSchema,
    answer: listDocument(SettlementSchema),
    ignorable: true,
  },
  'settlements/get': {
    description:
      'One settlement: gross, fees, refunds, chargebacks, reserve held, net and the payout that paid it.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(SettlementSchema),
  },
  ...payoutMethodActions,
});

export type MoneyActionName = keyof typeof money.actions;
