import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing customers and their figures. */
export const readCustomers: PermissionMeta = { type: 'single', permission: 'customers.read' };
