import { reportsReadPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

/** The reports screens: either reports read permission (SPEC §6 "either suffices"). */
export const readReports: PermissionMeta = {
  type: 'any',
  permissions: [...reportsReadPermissions],
};

/** Creating a report (the emulator also checks the type's own read permission). */
export const writeReports: PermissionMeta = { type: 'single', permission: 'reports.write' };

/** An account's monthly statements. */
export const readStatements: PermissionMeta = {
  type: 'all',
  permissions: ['statements.read', 'accounts.read'],
};
