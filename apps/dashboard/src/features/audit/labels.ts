import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditKind, AuditTargetType } from '@paydesk/api-client';

/** What an audit entry records, as the trail and its filter name it. */
export const auditKindLabels: Record<AuditKind, MessageDescriptor> = {
  'sign-in': msg`Signed in`,
  'sign-in-failed': msg`Sign-in failed`,
  refund: msg`Refund`,
  capture: msg`Capture`,
  cancel: msg`Cancel`,
  'payout-request': msg`Payout requested`,
  'api-key-created': msg`API key created`,
  'api-key-updated': msg`API key changed`,
  'api-key-rolled': msg`API key rolled`,
  'api-key-revoked': msg`API key revoked`,
  'webhook-endpoint-created': msg`Webhook endpoint created`,
  'webhook-endpoint-updated': msg`Webhook endpoint changed`,
  'webhook-endpoint-deleted': msg`Webhook endpoint deleted`,
  'team-invite': msg`Member invited`,
  'team-role-changed': msg`Role changed`,
  'team-member-removed': msg`Member removed`,
  'two-fa-enforcement': msg`2FA enforcement changed`,
  'antifraud-rule-created': msg`Antifraud rule created`,
  'antifraud-rule-updated': msg`Antifraud rule changed`,
  'antifraud-rule-deleted': msg`Antifraud rule deleted`,
  'settings-changed': msg`Settings changed`,
};

export const auditTargetLabels: Record<AuditTargetType, MessageDescriptor> = {
  user: msg`User`,
  transaction: msg`Transaction`,
  'payout-request': msg`Payout request`,
  'api-key': msg`API key`,
  'webhook-endpoint': msg`Webhook endpoint`,
  'team-member': msg`Team member`,
  organization: msg`Organization`,
  'antifraud-rule': msg`Antifraud rule`,
};
