import { apiKeyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (SPEC §6): the emulator enforces the same on the key's organization or project.
export const readApiKeys: PermissionMeta = {
  type: 'all',
  permissions: apiKeyPermissions['api-keys/list'],
};
export const writeApiKeys: PermissionMeta = {
  type: 'all',
  permissions: apiKeyPermissions['api-keys/create'],
};
