import type { PermissionMeta } from '@paydesk/permissions';

/** Seeing disputes: disputes.read, or the read-only role (SPEC §6 "read-only (disputes)"). */
export const readDisputes: PermissionMeta = {
  type: 'any',
  permissions: ['disputes.read', 'read-only'],
};

/** Accepting a dispute and submitting evidence (the disputes role; admin). */
export const answerDisputes: PermissionMeta = { type: 'single', permission: 'disputes.write' };
