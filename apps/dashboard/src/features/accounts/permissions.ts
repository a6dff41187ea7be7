// Written out, not read from `moneyPermissions`: a route guard runs in the entry chunk, which must not pull in
// the API contract. `permissions.test.ts` keeps it equal to the contract's list.
import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing the accounts and their entries (SPEC §6 accounts.read); the emulator checks the same (`moneyPermissions`). */
export const readAccounts: PermissionMeta = { type: 'single', permission: 'accounts.read' };
