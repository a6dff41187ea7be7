/**
 * Demo payout methods: each account's bank account (its currency's default, verified), and for the organization
 * that makes payout requests a card and a wallet besides, so every kind and verification state is on screen.
 * Details are derived, not drawn: valid IBANs (check digits computed), a test card's BIN and last 4 only.
 */
import { ibanOf } from '../../domain/payoutMethods/bankDetails.js';
import { detailColumns } from '../../domain/payoutMethods/details.js';
import { DAY } from '../../infra/time.js';

export const EXTRA_METHODS_SEED = 20_261_126;

export const methodColumns = [
  'id',
  'organization_id',
  'currency',
  'label',
  'kind',
  ...detailColumns,
  'verified_at',
  'is_default',
  'created_at',
  'updated_at',
  'seeded',
] as const;

type Details = Partial<Record<(typeof detailColumns)[number], string>>;

function row(
  id: string,
  organizationId: string,
  currency: string,
  label: string,
  kind: string,
  details: Details,
  verifiedAt: number | null,
  isDefault: boolean,
  createdAt: number,
): unknown[] {
  return [
    id,
    organizationId,
    currency,
    label,
    kind,
    ...detailColumns.map((column) => details[column] ?? null),
    verifiedAt,
    isDefault ? 1 : 0,
    createdAt,
    createdAt,
    1,
  ];
}

/** National account details by currency: an IBAN country with its BIC, or a local account and bank code. */
function bankDetails(currency: string, last4: string): Details {
  switch (currency) {
    case 'EUR':
      return { iban: ibanOf('DE', `370400440532${last4.padStart(6, '0')}`), bic: 'COBADEFFXXX' };
    case 'GBP':
      return { iban: ibanOf('GB', `NWBK60161331${last4.padStart(6, '0')}`), bic: 'NWBKGB2L' };
    case 'CHF':
      return { iban: ibanOf('CH', `00762011623852${last4.padStart(3, '0')}`), bic: 'UBSWCHZH80A' };
    default:
      return { account_number: `0000${last4}2718`, bank_code: '021000021' };
  }
}

/** The account's bank account: the currency's default, verified when it was added. */
export function demoBankAccount(
  id: string,
  organizationId: string,
  organizationName: string,
  currency: string,
  last4: string,
  openedAt: number,
): unknown[] {
  return row(
    id,
    organizationId,
    currency,
    `Bank account •• ${last4} (${currency})`,
    'bank-account',
    { holder_name: organizationName, ...bankDetails(currency, last4) },
    openedAt,
    true,
    openedAt,
  );
}

/** A verified card (EUR) and a never-verified wallet (USD) beside the bank accounts. */
export function demoExtraMethods(
  id: (prefix: string) => string,
  organizationId: string,
  organizationName: string,
  currency: string,
  openedAt: number,
): unknown[][] {
  const later = openedAt + DAY;
  if (currency === 'EUR') {
    const details = { holder_name: organizationName, card_bin: '411111', card_last4: '1111' };
    return [
      row(
        id('pm'),
        organizationId,
        currency,
        'Card •• 1111 (EUR)',
        'card',
        { ...details, card_brand: 'visa' },
        later,
        false,
        later,
      ),
    ];
  }
  if (currency === 'USD') {
    const details = { wallet_provider: 'paypal', wallet_account_id: 'payouts@acme-retail.example' };
    return [
      row(
        id('pm'),
        organizationId,
        currency,
        'paypal (USD)',
        'wallet',
        details,
        null,
        false,
        later,
      ),
    ];
  }
  return [];
}
