import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing the balances (SPEC §6 balances-total.read); the emulator checks the same (`moneyPermissions`). */
export const readBalances: PermissionMeta = { type: 'single', permission: 'balances-total.read' };
