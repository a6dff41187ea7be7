/**
 * The payout-method words of the money area: kinds, verification states, wallet providers, the refusals of a
 * field and what each action needs. Named apart from the schemas in `payoutMethods.ts`, so an app that reads them
 * (a form's choices, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { payoutMethodActions } from './payoutMethods.js';

export const payoutMethodKinds = ['bank-account', 'card', 'wallet'] as const;
export type PayoutMethodKind = (typeof payoutMethodKinds)[number];

/** A new method is checked by the provider (`pending`) and then `verified`; seeded ones may never have been. */
export const payoutMethodVerifications = ['unverified', 'pending', 'verified'] as const;
export type PayoutMethodVerification = (typeof payoutMethodVerifications)[number];

/** The wallets a method can pay out to. */
export const walletProviders = ['paypal', 'skrill', 'neteller', 'payoneer'] as const;
export type WalletProvider = (typeof walletProviders)[number];

/** The answers to a refused field, on `/data/attributes/{field}` (also the dashboard's words for them). */
export const PAYOUT_METHOD_ERRORS = {
  required: 'This field is required',
  holderNameTooLong: 'The holder name is too long (at most 140 characters)',
  invalidIban: 'Invalid IBAN',
  invalidBic: 'Invalid BIC',
  invalidAccountNumber: 'Invalid account number',
  invalidBankCode: 'Invalid bank code',
  /** Bank accounts take either an IBAN or a local account number with its bank code. */
  ibanOrAccountNumber: 'Enter either an IBAN or a local account number',
  invalidCardNumber: 'Invalid card number',
  invalidWalletProvider: 'Unknown wallet provider',
  invalidWalletAccount: 'Invalid wallet account id',
  /** `payout-methods/remove` of the only method of a currency the organization holds money in (no pointer). */
  lastMethod: 'The last payout method of a currency in use cannot be removed',
} as const;

/** The error code of each of those answers, for clients that word them themselves. */
export const payoutMethodErrorCodes = {
  required: 'required',
  holderNameTooLong: 'holder-name-too-long',
  invalidIban: 'invalid-iban',
  invalidBic: 'invalid-bic',
  invalidAccountNumber: 'invalid-account-number',
  invalidBankCode: 'invalid-bank-code',
  ibanOrAccountNumber: 'iban-or-account-number',
  invalidCardNumber: 'invalid-card-number',
  invalidWalletProvider: 'invalid-wallet-provider',
  invalidWalletAccount: 'invalid-wallet-account',
  lastMethod: 'last-payout-method',
} as const satisfies Record<keyof typeof PAYOUT_METHOD_ERRORS, string>;
export type PayoutMethodErrorCode =
  (typeof payoutMethodErrorCodes)[keyof typeof payoutMethodErrorCodes];

/** `currency`, `kind`, `verification` (`=`/`in`). Default methods first, then oldest first. */
export const payoutMethodFilterFields = ['currency', 'kind', 'verification'] as const;

const write = ['settlement-payment-attributes.read', 'payouts.write'] as const;

/** What each payout-method action needs on the organization (all of them; SPEC §6). */
export const payoutMethodPermissions = {
  'payout-methods/list': ['settlement-payment-attributes.read'],
  'payout-methods/create': write,
  'payout-methods/update': write,
  'payout-methods/remove': write,
  'payout-methods/setDefault': write,
} as const satisfies Record<keyof typeof payoutMethodActions, readonly PermissionName[]>;
