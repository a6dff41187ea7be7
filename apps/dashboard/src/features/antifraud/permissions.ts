import { antifraudPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules: the emulator enforces the same on the organization.
export const readAntifraud: PermissionMeta = {
  type: 'all',
  permissions: antifraudPermissions['antifraud-rules/list'],
};
export const writeAntifraud: PermissionMeta = {
  type: 'all',
  permissions: antifraudPermissions['antifraud-rules/create'],
};
