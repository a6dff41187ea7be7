import { moneyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's lists (all of them, on the organization): the emulator enforces the same.
export const readPayouts: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['payouts/list'],
};
export const readPayout: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['payouts/get'],
};
