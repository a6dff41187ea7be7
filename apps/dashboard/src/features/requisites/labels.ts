import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayoutMethodErrorCode, PayoutMethodKind, WalletProvider } from '@paydesk/api-client';

export const kindLabels: Record<PayoutMethodKind, MessageDescriptor> = {
  'bank-account': msg`Bank account`,
  card: msg`Card`,
  wallet: msg`Wallet`,
};

/** Brand names stay as they are in every language. */
export const walletProviderLabels: Record<WalletProvider, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings
  paypal: 'PayPal',
  // eslint-disable-next-line lingui/no-unlocalized-strings
  skrill: 'Skrill',
  neteller: 'NETELLER',
  // eslint-disable-next-line lingui/no-unlocalized-strings
  payoneer: 'Payoneer',
};

/** The provider's refusals of a payout method, in the reader's language (`PAYOUT_METHOD_ERRORS`). */
export const payoutMethodErrorMessages: Record<PayoutMethodErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  'holder-name-too-long': msg`The holder name is too long (at most 140 characters)`,
  'invalid-iban': msg`Invalid IBAN`,
  'invalid-bic': msg`Invalid BIC`,
  'invalid-account-number': msg`Invalid account number`,
  'invalid-bank-code': msg`Invalid bank code`,
  'iban-or-account-number': msg`Enter either an IBAN or a local account number`,
  'invalid-card-number': msg`Invalid card number`,
  'invalid-wallet-provider': msg`Unknown wallet provider`,
  'invalid-wallet-account': msg`Invalid wallet account id`,
  'last-payout-method': msg`The last payout method of a currency in use cannot be removed`,
};
