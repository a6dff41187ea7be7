import { transferPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (all of them, on the organization): the emulator enforces the same.
export const readTransfers: PermissionMeta = {
  type: 'all',
  permissions: transferPermissions['transfers/list'],
};
export const createTransfers: PermissionMeta = {
  type: 'all',
  permissions: transferPermissions['transfers/create'],
};
