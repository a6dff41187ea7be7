/** The words for the payments vocabularies the design system does not know: types, methods, brands. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardBrand, PayMethod, TransactionType, Travel } from '@paydesk/api-client';

export const transactionTypeLabels: Record<TransactionType, MessageDescriptor> = {
  charge: msg`Charge`,
  'charge-authorize': msg`Authorization`,
  'authorize-reversal': msg`Authorization reversal`,
  'charge-cancel': msg`Cancellation`,
  'charge-capture': msg`Capture`,
  'charge-recurring': msg`Recurring charge`,
  'charge-reversal': msg`Charge reversal`,
  chargeback: msg`Chargeback`,
  'chargeback-refund': msg`Chargeback refund`,
  'second-chargeback': msg`Second chargeback`,
  'second-chargeback-capture': msg`Second chargeback capture`,
  'second-chargeback-refund': msg`Second chargeback refund`,
  'rapid-dispute': msg`Rapid dispute`,
  refund: msg`Refund`,
  'refund-reversal': msg`Refund reversal`,
  transfer: msg`Transfer`,
  'transfer-reversal': msg`Transfer reversal`,
  transferback: msg`Transferback`,
  'transferback-capture': msg`Transferback capture`,
  'transferback-refund': msg`Transferback refund`,
  verify: msg`Verification`,
};

export const payMethodLabels: Record<PayMethod, MessageDescriptor> = {
  card: msg`Card`,
  sepa: msg`SEPA Direct Debit`,
  paypal: msg`PayPal`,
  'apple-pay': msg`Apple Pay`,
};

/** Brand names are the schemes' own and not translated. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names */
export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  jcb: 'JCB',
};
/* eslint-enable lingui/no-unlocalized-strings */

export const travelKindLabels: Record<Travel['kind'], MessageDescriptor> = {
  'car-rental': msg`Car rental`,
  cruise: msg`Cruise`,
  lodging: msg`Lodging`,
};
