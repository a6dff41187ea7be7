import { moneyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's lists (all of them, on the organization): the emulator enforces the same.
export const readRollingReserves: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['rolling-reserves/list'],
};
export const readRollingReserve: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['rolling-reserves/get'],
};
