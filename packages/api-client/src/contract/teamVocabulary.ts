/**
 * The team area's words: the members list's filter fields and what each action needs. Named apart from the
 * schemas in `team.ts`, so an app that reads them (the list's URL, a permission check) does not bundle the
 * contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { TeamActionName } from './team.js';

/** `role` (`=`/`in`), `status` (`=`/`in`), `search` (`like`: name or email). Alphabetical by name. */
export const teamFilterFields = ['role', 'status', 'search'] as const;
export type TeamFilterField = (typeof teamFilterFields)[number];

/** What each team action needs on the organization (SPEC §6 users.read / users.write). */
export const teamPermissions = {
  'team/list': ['users.read'],
  'team/get': ['users.read'],
  'team/invite': ['users.write'],
  'team/resendInvite': ['users.write'],
  'team/cancelInvite': ['users.write'],
  'team/changeRole': ['users.write'],
  'team/remove': ['users.write'],
  'team/settings': ['users.read'],
  'team/setTwoFaEnforcement': ['users.write'],
  'team/listSessions': ['users.read'],
  'team/revokeSession': ['users.write'],
} as const satisfies Record<TeamActionName, readonly PermissionName[]>;
