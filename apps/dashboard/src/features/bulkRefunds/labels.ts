/** The words of bulk refunds: why an item is refused, where an item is, and each status's badge tone. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@paydesk/ui';
import type { BulkRefundItemStatus, BulkRefundRefusal } from '@paydesk/api-client';

export const refusalLabels: Record<BulkRefundRefusal, MessageDescriptor> = {
  'not-refundable': msg`This transaction cannot be refunded`,
  'amount-exceeds': msg`The amount exceeds the refundable amount`,
  'unknown-transaction': msg`No such transaction`,
  'other-organization': msg`The transaction belongs to another organization`,
  forbidden: msg`You may not refund this transaction`,
  duplicate: msg`The transaction is already in the list`,
};

export const itemStatusLabels: Record<BulkRefundItemStatus, MessageDescriptor> = {
  new: msg`Waiting`,
  processing: msg`Refunding`,
  refunded: msg`Refunded`,
  refused: msg`Refused`,
  // Never "failed": the refund may have been made.
  unknown: msg`Outcome unknown`,
};

export const itemStatusTones: Record<BulkRefundItemStatus, BadgeTone> = {
  new: 'neutral',
  processing: 'info',
  refunded: 'success',
  refused: 'danger',
  unknown: 'warning',
};
