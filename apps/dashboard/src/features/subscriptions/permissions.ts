import { subscriptionPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (all of them, on the organization): the emulator enforces the same.
const all = (action: keyof typeof subscriptionPermissions): PermissionMeta => ({
  type: 'all',
  permissions: subscriptionPermissions[action],
});

export const readPlans = all('plans/list');
export const writePlans = all('plans/create');
export const readSubscriptions = all('subscriptions/list');
export const writeSubscriptions = all('subscriptions/create');
