/** The balances' words: the three buckets and the kinds of money on its way. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BalanceBucket, upcomingKinds } from '@paydesk/api-client';

export const bucketLabels: Record<BalanceBucket, MessageDescriptor> = {
  available: msg`Available`,
  pending: msg`Pending`,
  reserved: msg`Reserved`,
};

/** What each bucket means, under its figure. */
export const bucketDescriptions: Record<BalanceBucket, MessageDescriptor> = {
  available: msg`Settled and ready to pay out`,
  pending: msg`Captured, waiting for settlement`,
  reserved: msg`Held back by the rolling reserve`,
};

export const upcomingKindLabels: Record<(typeof upcomingKinds)[number], MessageDescriptor> = {
  settlement: msg`Settlement`,
  'reserve-release': msg`Reserve release`,
  payout: msg`Payout`,
};
