import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardScheme, DisputeResolution, DisputeType } from '@paydesk/api-client';

/** Dispute types, as the product words them. */
export const disputeTypeLabels: Record<DisputeType, MessageDescriptor> = {
  'retrieval-request': msg`Retrieval request`,
  chargeback: msg`Chargeback`,
  'pre-arbitration': msg`Pre-arbitration`,
  'second-chargeback': msg`Second chargeback`,
  'rapid-dispute': msg`Rapid dispute`,
};

/** How a dispute ended. */
export const disputeResolutionLabels: Record<DisputeResolution, MessageDescriptor> = {
  won: msg`Won`,
  lost: msg`Lost`,
  accepted: msg`Accepted`,
  expired: msg`Expired (no answer before the deadline)`,
};

export const cardSchemeLabels: Record<CardScheme, MessageDescriptor> = {
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
};
