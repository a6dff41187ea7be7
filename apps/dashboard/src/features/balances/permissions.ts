// Written out, not read from `moneyPermissions`: a route guard runs in the entry chunk, which must not pull in
// the API contract. `permissions.test.ts` keeps it equal to the contract's list.
import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing the balances (SPEC §6 balances-total.read); the emulator checks the same (`moneyPermissions`). */
export const readBalances: PermissionMeta = { type: 'single', permission: 'balances-total.read' };
