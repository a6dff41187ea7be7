import { moneyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's lists (all of them, on the organization): the emulator enforces the same. One settlement's
// figures also need settlement-payment-attributes.read.
export const readSettlements: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['settlements/list'],
};
export const readSettlement: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['settlements/get'],
};
