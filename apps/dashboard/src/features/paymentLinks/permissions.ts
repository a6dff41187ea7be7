import { PAYMENT_LINK_PERMISSIONS } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

/** SPEC §6: payment links need all of payments, charge.write, projects.read and transactions.read (suffixed). */
export const managePaymentLinks: PermissionMeta = {
  type: 'all',
  permissions: PAYMENT_LINK_PERMISSIONS,
};
