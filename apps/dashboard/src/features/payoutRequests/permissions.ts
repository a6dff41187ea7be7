import { moneyPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

/** The payout requests made from the dashboard (SPEC §6 wallet-payout-requests.read), as the emulator checks it. */
export const readWalletPayoutRequests: PermissionMeta = {
  type: 'all',
  permissions: moneyPermissions['payout-requests/list'],
};

/** Requesting a payout: the request itself, the balance it is checked against and the methods to pay to. */
export const requestPayouts: PermissionMeta = {
  type: 'all',
  permissions: [
    ...moneyPermissions['payout-requests/create'],
    ...moneyPermissions['balances/get'],
    ...moneyPermissions['payout-methods/list'],
  ],
};

/** The legacy payout requests (SPEC §7 `payout-requests/externalList`). */
export const readLegacyPayoutRequests: PermissionMeta = {
  type: 'single',
  permission: 'payouts.requests.read',
};
