import type { PermissionMeta } from '@paydesk/permissions';

/** SPEC §6: webhook-endpoints.read to see endpoints and deliveries, .write to change them. */
export const readWebhooks: PermissionMeta = {
  type: 'single',
  permission: 'webhook-endpoints.read',
};
export const writeWebhooks: PermissionMeta = {
  type: 'single',
  permission: 'webhook-endpoints.write',
};
