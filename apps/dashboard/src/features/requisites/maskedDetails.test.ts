import type { PayoutMethod } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { maskedDetails, maskedIban } from './maskedDetails';

const method = (attributes: Partial<PayoutMethod['attributes']>) =>
  ({
    type: 'payout-method',
    id: 'pm_1',
    attributes: {
      kind: 'bank-account',
      iban: null,
      bic: null,
      accountNumber: null,
      bankCode: null,
      cardBin: null,
      cardLast4: null,
      walletProvider: null,
      walletAccountId: null,
      ...attributes,
    },
  }) as PayoutMethod;

describe('maskedDetails', () => {
  it('shows an IBAN by its country, check digits and last 4 only', () => {
    expect(maskedIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
    expect(maskedDetails(method({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }))).toBe(
      'DE89 •••• 3000 · COBADEFFXXX',
    );
  });

  it('shows a local account by its last 4 and bank code', () => {
    expect(maskedDetails(method({ accountNumber: '000123456789', bankCode: '021000021' }))).toBe(
      '•••• 6789 · 021000021',
    );
  });

  it('shows a card as BIN and last 4, a wallet by provider', () => {
    expect(maskedDetails(method({ kind: 'card', cardBin: '411111', cardLast4: '1111' }))).toBe(
      '411111 •••• 1111',
    );
    expect(
      maskedDetails(method({ kind: 'wallet', walletProvider: 'paypal', walletAccountId: 'a@b.c' })),
    ).toBe('PayPal · a@b.c');
  });
});
