import { teamPermissions } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';

// The contract's rules (SPEC §6): the emulator enforces the same on the organization.
export const readTeam: PermissionMeta = { type: 'all', permissions: teamPermissions['team/list'] };
export const writeTeam: PermissionMeta = {
  type: 'all',
  permissions: teamPermissions['team/invite'],
};
export const readIdentityGroups: PermissionMeta = {
  type: 'all',
  permissions: ['identities.groups.read'],
};
export const writeIdentityGroups: PermissionMeta = {
  type: 'all',
  permissions: ['identities.groups.write'],
};
