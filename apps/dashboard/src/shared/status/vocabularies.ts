import {
  disputeStates,
  identityStatuses,
  paymentLinkStatuses,
  invoiceStatuses,
  payoutMethodVerifications,
  payoutRequestStatuses,
  payoutStatuses,
  planStatuses,
  rollingReserveStatuses,
  reportStatuses,
  statusFilterValues,
  teamStatuses,
  transactionResults,
  walletPayoutRequestStatuses,
} from '@paydesk/api-client';

/** The provider's status vocabularies the app shows, named once in the api-client's contract. */
export const statusVocabularies = {
  dispute: disputeStates,
  /** Transactions, subscriptions and invoices (SPEC §4 "Status filter values"). */
  filter: statusFilterValues,
  transactionResult: transactionResults,
  team: teamStatuses,
  identity: identityStatuses,
  payoutRequest: payoutRequestStatuses,
  /** Processing payouts: new → pending → paid or failed. */
  payout: payoutStatuses,
  rollingReserve: rollingReserveStatuses,
  /** Payout requests made from the dashboard (the money area). */
  walletPayoutRequest: walletPayoutRequestStatuses,
  payoutMethodVerification: payoutMethodVerifications,
  report: reportStatuses,
  paymentLink: paymentLinkStatuses,
  plan: planStatuses,
  /** Subscription invoices (a subscription's own statuses are in `filter`). */
  invoice: invoiceStatuses,
} as const;

export type StatusVocabulary = keyof typeof statusVocabularies;
export type StatusOf<V extends StatusVocabulary> = (typeof statusVocabularies)[V][number];

/** Every vocabulary's statuses mapped to something, checked at compile time to miss none. */
export type PerStatus<T> = { [V in StatusVocabulary]: Record<StatusOf<V>, T> };
