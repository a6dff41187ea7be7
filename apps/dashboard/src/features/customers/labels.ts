import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomerGender } from '@paydesk/api-client';

/** A saved payment method reads as it does on a transaction. */
export { payMethodLabels } from '../transactions';

/** SPEC §3 "gender (male, female, don't specify)". */
export const genderLabels: Record<CustomerGender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  unspecified: msg`Don't specify`,
};
