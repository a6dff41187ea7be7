import { moneyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing payout methods (SPEC §6 settlement-payment-attributes.read), as the emulator checks it. */
export const readPayoutMethods: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['payout-methods/list'],
};

/** Adding, changing, removing methods and choosing the default (payouts.write besides). */
export const writePayoutMethods: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['payout-methods/create'],
};
