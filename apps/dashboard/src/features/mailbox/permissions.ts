import type { PermissionMeta } from '@paydesk/permissions';

// SPEC §6: the emulator enforces the same on the organization.
export const readMailbox: PermissionMeta = { type: 'all', permissions: ['topics.read'] };
export const openTopics: PermissionMeta = {
  type: 'all',
  permissions: ['topics.read', 'topics.write'],
};
export const writeMessages: PermissionMeta = {
  type: 'all',
  permissions: ['messages.read.1', 'messages.write'],
};
export const readMessages: PermissionMeta = { type: 'all', permissions: ['messages.read.1'] };
/** Only a supervisor moves a topic to another status. */
export const superviseTopics: PermissionMeta = { type: 'all', permissions: ['topics.supervisor'] };
