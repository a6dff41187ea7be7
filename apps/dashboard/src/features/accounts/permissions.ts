import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing the accounts and their entries (SPEC §6 accounts.read); the emulator checks the same (`moneyPermissions`). */
export const readAccounts: PermissionMeta = { type: 'single', permission: 'accounts.read' };
