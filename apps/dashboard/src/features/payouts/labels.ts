import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutFailureReason } from '@paydesk/api-client';

/** Why a payout failed, as a merchant reads it (the money is back in available). */
export const payoutFailureReasonLabels: Record<PayoutFailureReason, MessageDescriptor> = {
  'account-closed': msg`The bank account is closed`,
  'invalid-account': msg`The bank account details are invalid`,
  'account-frozen': msg`The bank account is frozen`,
  'bank-rejected': msg`The bank rejected the payout`,
};
