/** The words of the API key screens: the SPEC §6 permission groups, levels, grace periods and statuses. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyGracePeriod, ApiKeyStatus } from '@paydesk/api-client';
import type { ApiKeyGroupName, ApiKeyLevel } from '@paydesk/permissions';
import type { BadgeTone } from '@paydesk/ui';

export const apiKeyGroupLabels: Record<ApiKeyGroupName, MessageDescriptor> = {
  'api-keys': msg`API keys`,
  balances: msg`Balances`,
  chargebacks: msg`Chargebacks`,
  charges: msg`Charges`,
  'customer-details': msg`Customer details`,
  disputes: msg`Disputes`,
  fees: msg`Fees`,
  groups: msg`Groups`,
  mailbox: msg`Mailbox`,
  payments: msg`Payments`,
  payouts: msg`Payouts`,
  projects: msg`Projects`,
  refunds: msg`Refunds`,
  reports: msg`Reports`,
  reversals: msg`Reversals`,
  statements: msg`Statements`,
  subscriptions: msg`Subscriptions`,
  team: msg`Team`,
  'team-management': msg`Team management`,
  transfers: msg`Transfers`,
  webhooks: msg`Webhooks`,
};

export const apiKeyLevelLabels: Record<ApiKeyLevel, MessageDescriptor> = {
  view: msg`View`,
  full: msg`Full`,
};

export const gracePeriodLabels: Record<ApiKeyGracePeriod, MessageDescriptor> = {
  none: msg`Stop the old secret now`,
  '1h': msg`1 hour`,
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
};

export const apiKeyStatusLabels: Record<ApiKeyStatus, MessageDescriptor> = {
  active: msg`Active`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
};
export const apiKeyStatusTones: Record<ApiKeyStatus, BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

/** The provider's codes on the key form, in the user's language. */
export const apiKeyErrorMessages: Record<string, MessageDescriptor> = {
  'grant-exceeds': msg`You cannot give a key permissions your role does not hold`,
  'expiry-in-past': msg`The expiry date must be in the future`,
  revoked: msg`A revoked API key cannot be changed`,
};

export const permissionsRequired = msg`Select at least one permission`;
