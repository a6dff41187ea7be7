import { allowedIpListPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (all of them, on the organization): the emulator enforces the same.
export const readAllowedIpLists: PermissionMeta = {
  type: 'all',
  permissions: allowedIpListPermissions['allowed-ip-lists/list'],
};

export const writeAllowedIpLists: PermissionMeta = {
  type: 'all',
  permissions: allowedIpListPermissions['allowed-ip-lists/create'],
};
