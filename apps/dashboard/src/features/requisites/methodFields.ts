/** The form's values for each kind, and what is sent for them (only the fields of the chosen kind). */
import type { PayoutMethod, PayoutMethodKind } from '@paydesk/api-client';

export type BankFormat = 'iban' | 'local';

export interface MethodValues {
  kind: PayoutMethodKind;
  currency: string;
  bankFormat: BankFormat;
  holderName: string;
  iban: string;
  bic: string;
  accountNumber: string;
  bankCode: string;
  cardNumber: string;
  walletProvider: string;
  walletAccountId: string;
}

/** Every field a refusal may name, where the form shows it. */
export const methodFields = [
  'currency',
  'holderName',
  'iban',
  'bic',
  'accountNumber',
  'bankCode',
  'cardNumber',
  'walletProvider',
  'walletAccountId',
] as const;

export const emptyValues: MethodValues = {
  kind: 'bank-account',
  currency: 'EUR',
  bankFormat: 'iban',
  holderName: '',
  iban: '',
  bic: '',
  accountNumber: '',
  bankCode: '',
  cardNumber: '',
  walletProvider: 'paypal',
  walletAccountId: '',
};

/** A stored method as the form's starting values (a card's number is never known: left empty to keep it). */
export function valuesOf(method: PayoutMethod): MethodValues {
  const a = method.attributes;
  return {
    kind: a.kind,
    currency: a.currency,
    bankFormat: a.kind === 'bank-account' && !a.iban && a.accountNumber ? 'local' : 'iban',
    holderName: a.holderName ?? '',
    iban: a.iban ?? '',
    bic: a.bic ?? '',
    accountNumber: a.accountNumber ?? '',
    bankCode: a.bankCode ?? '',
    cardNumber: '',
    walletProvider: a.walletProvider ?? 'paypal',
    walletAccountId: a.walletAccountId ?? '',
  };
}

/** The details sent for the chosen kind. */
export function detailsOf(values: MethodValues) {
  switch (values.kind) {
    case 'bank-account':
      return values.bankFormat === 'iban'
        ? { holderName: values.holderName, iban: values.iban, bic: values.bic }
        : {
            holderName: values.holderName,
            accountNumber: values.accountNumber,
            bankCode: values.bankCode,
          };
    case 'card':
      return values.cardNumber.trim()
        ? { holderName: values.holderName, cardNumber: values.cardNumber }
        : { holderName: values.holderName };
    case 'wallet':
      return { walletProvider: values.walletProvider, walletAccountId: values.walletAccountId };
  }
}
