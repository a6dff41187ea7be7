import { translationPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (all of them, on the organization): the emulator enforces the same.
export const readTranslations: PermissionMeta = {
  type: 'all',
  permissions: translationPermissions['translations/listLanguages'],
};

export const writeTranslations: PermissionMeta = {
  type: 'all',
  permissions: translationPermissions['translations/patchKeys'],
};
