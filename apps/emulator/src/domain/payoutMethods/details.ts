/**
 * A payout method's details as sent by a client, checked field by field: every refusal names its field
 * (`/data/attributes/{field}`), all of them in one answer, so a form can show each at its place.
 */
import {
  PAYOUT_METHOD_ERRORS,
  payoutMethodErrorCodes,
  walletProviders,
  type PayoutMethodKind,
} from '@paydesk/api-client';
import { ApiError, type ErrorObject } from '../errors.js';
import {
  cardBrandOf,
  cardDigits,
  compact,
  isValidAccountNumber,
  isValidBankCode,
  isValidBic,
  isValidIban,
} from './bankDetails.js';

/** The stored columns of a method's details (null where its kind has none). */
export interface StoredDetails {
  holder_name: string | null;
  iban: string | null;
  bic: string | null;
  account_number: string | null;
  bank_code: string | null;
  card_bin: string | null;
  card_last4: string | null;
  card_brand: string | null;
  wallet_provider: string | null;
  wallet_account_id: string | null;
}

export const detailColumns = [
  'holder_name',
  'iban',
  'bic',
  'account_number',
  'bank_code',
  'card_bin',
  'card_last4',
  'card_brand',
  'wallet_provider',
  'wallet_account_id',
] as const satisfies readonly (keyof StoredDetails)[];

type Problem = Exclude<keyof typeof PAYOUT_METHOD_ERRORS, 'lastMethod'>;

const HOLDER_MAX = 140;
const WALLET_ACCOUNT_MAX = 100;

const text = (attributes: Record<string, unknown>, name: string) => {
  const value = attributes[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The details of a `kind` method from `attributes`, or a 422 listing every refused field. `current` is the
 * stored card of an update: a card keeps its number when none is sent.
 */
export function checkedDetails(
  kind: PayoutMethodKind,
  attributes: Record<string, unknown>,
  current?: StoredDetails,
): StoredDetails {
  const errors: ErrorObject[] = [];
  const refuse = (field: string, problem: Problem) =>
    errors.push({
      title: PAYOUT_METHOD_ERRORS[problem],
      code: payoutMethodErrorCodes[problem],
      source: { pointer: `/data/attributes/${field}` },
    });
  const details: StoredDetails = {
    holder_name: null,
    iban: null,
    bic: null,
    account_number: null,
    bank_code: null,
    card_bin: null,
    card_last4: null,
    card_brand: null,
    wallet_provider: null,
    wallet_account_id: null,
  };
  const holder = () => {
    const name = text(attributes, 'holderName');
    if (!name) refuse('holderName', 'required');
    else if (name.length > HOLDER_MAX) refuse('holderName', 'holderNameTooLong');
    details.holder_name = name;
  };
  switch (kind) {
    case 'bank-account': {
      holder();
      const iban = text(attributes, 'iban');
      const accountNumber = text(attributes, 'accountNumber');
      if (iban) {
        if (!isValidIban(iban)) refuse('iban', 'invalidIban');
        const bic = text(attributes, 'bic');
        if (!bic) refuse('bic', 'required');
        else if (!isValidBic(bic)) refuse('bic', 'invalidBic');
        details.iban = compact(iban);
        details.bic = compact(bic);
      } else if (accountNumber) {
        if (!isValidAccountNumber(accountNumber)) refuse('accountNumber', 'invalidAccountNumber');
        const bankCode = text(attributes, 'bankCode');
        if (!bankCode) refuse('bankCode', 'required');
        else if (!isValidBankCode(bankCode)) refuse('bankCode', 'invalidBankCode');
        details.account_number = accountNumber.replace(/[\s-]/g, '');
        details.bank_code = compact(bankCode.replace(/-/g, ''));
      } else {
        refuse('iban', 'ibanOrAccountNumber');
      }
      break;
    }
    case 'card': {
      holder();
      const number = text(attributes, 'cardNumber');
      if (!number && current?.card_last4) {
        details.card_bin = current.card_bin;
        details.card_last4 = current.card_last4;
        details.card_brand = current.card_brand;
        break;
      }
      const digits = number ? cardDigits(number) : null;
      if (!number) refuse('cardNumber', 'required');
      else if (!digits) refuse('cardNumber', 'invalidCardNumber');
      // Only the BIN and the last 4 are kept: the number itself goes no further than this function.
      if (digits) {
        details.card_bin = digits.slice(0, 6);
        details.card_last4 = digits.slice(-4);
        details.card_brand = cardBrandOf(digits);
      }
      break;
    }
    case 'wallet': {
      const provider = text(attributes, 'walletProvider');
      if (!provider) refuse('walletProvider', 'required');
      else if (!(walletProviders as readonly string[]).includes(provider))
        refuse('walletProvider', 'invalidWalletProvider');
      const account = text(attributes, 'walletAccountId');
      if (!account) refuse('walletAccountId', 'required');
      else if (account.length > WALLET_ACCOUNT_MAX || /\s/.test(account))
        refuse('walletAccountId', 'invalidWalletAccount');
      details.wallet_provider = provider;
      details.wallet_account_id = account;
      break;
    }
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return details;
}

/** Whether new details need the provider to verify the method again (a new account to pay to). */
export function detailsChanged(before: StoredDetails, after: StoredDetails): boolean {
  return detailColumns.some(
    (column) => column !== 'holder_name' && before[column] !== after[column],
  );
}

/** A short text naming the method (the `label` column older readers show). */
export function labelOf(kind: PayoutMethodKind, currency: string, details: StoredDetails): string {
  switch (kind) {
    case 'bank-account':
      return `Bank account •• ${(details.iban ?? details.account_number ?? '').slice(-4)} (${currency})`;
    case 'card':
      return `Card •• ${details.card_last4 ?? ''} (${currency})`;
    case 'wallet':
      return `${details.wallet_provider ?? 'Wallet'} ${details.wallet_account_id ?? ''} (${currency})`;
  }
}
