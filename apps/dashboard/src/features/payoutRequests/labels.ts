import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { payoutMethodErrorCodes } from '@paydesk/api-client';
import type { PayoutAmountProblem } from './payoutAmount';

export const amountProblemMessages: Record<PayoutAmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount`,
  'not-positive': msg`Enter an amount above zero`,
  'exceeds-available': msg`Amount should not exceed the available balance`,
};

/** The provider's refusals of a payout request, in the reader's language. */
export const payoutRequestErrorMessages: Record<string, MessageDescriptor> = {
  'amount-exceeds-available': msg`Amount should not exceed the available balance`,
  'currency-mismatch': msg`This payout method pays out another currency`,
  [payoutMethodErrorCodes.required]: msg`This field is required`,
};

export const payoutUnconfirmed = {
  title: msg`We could not confirm this payout request yet.`,
  text: msg`It may have been made: we keep checking, and pressing Request payout again will not request it twice.`,
};
