/** The ledger's words as the product shows them: reasons and directions (buckets: `balances/labels.ts`). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntryDirection, LedgerReason } from '@paydesk/api-client';

export const reasonLabels: Record<LedgerReason, MessageDescriptor> = {
  charge: msg`Charge`,
  capture: msg`Capture`,
  refund: msg`Refund`,
  chargeback: msg`Chargeback`,
  fee: msg`Fee`,
  payout: msg`Payout`,
  'payout-failed-return': msg`Failed payout returned`,
  settlement: msg`Settlement`,
  'reserve-hold': msg`Reserve held`,
  'reserve-release': msg`Reserve released`,
};

export const directionLabels: Record<EntryDirection, MessageDescriptor> = {
  credit: msg`Credit`,
  debit: msg`Debit`,
};
