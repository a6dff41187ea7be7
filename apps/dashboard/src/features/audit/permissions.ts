import { auditPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rule: the emulator enforces the same on the organization.
export const readAudit: PermissionMeta = {
  type: 'all',
  permissions: auditPermissions['audit/list'],
};
