import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomerGender, PayMethod } from '@paydesk/api-client';

/** SPEC §3 "gender (male, female, don't specify)". */
export const genderLabels: Record<CustomerGender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  unspecified: msg`Don't specify`,
};

export const payMethodLabels: Record<PayMethod, MessageDescriptor> = {
  card: msg`Card`,
  sepa: msg`SEPA Direct Debit`,
  paypal: msg`PayPal`,
  'apple-pay': msg`Apple Pay`,
};
