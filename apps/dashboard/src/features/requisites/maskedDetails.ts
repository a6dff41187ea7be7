/**
 * How a payout method is named on screen: account numbers masked to their last 4, cards as BIN + last 4
 * (DESIGN "Card numbers": `411111 •••• 1111`), wallets by provider and account.
 */
import type { PayoutMethod } from '@paydesk/api-client';
import { walletProviderLabels } from './labels';

const DOTS = '••••';

/** `DE89 •••• 3000`: country and check digits, then the last 4. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 4)} ${DOTS} ${iban.slice(-4)}`;
}

/** `•••• 6789`. */
export const maskedNumber = (number: string) => `${DOTS} ${number.slice(-4)}`;

/** The method's masked details, one line. */
export function maskedDetails(method: PayoutMethod): string {
  const a = method.attributes;
  switch (a.kind) {
    case 'bank-account':
      return a.iban
        ? `${maskedIban(a.iban)} · ${a.bic ?? ''}`.trim()
        : `${maskedNumber(a.accountNumber ?? '')} · ${a.bankCode ?? ''}`;
    case 'card':
      return `${a.cardBin ?? ''} ${DOTS} ${a.cardLast4 ?? ''}`;
    case 'wallet':
      return `${a.walletProvider ? walletProviderLabels[a.walletProvider] : ''} · ${a.walletAccountId ?? ''}`;
  }
}
