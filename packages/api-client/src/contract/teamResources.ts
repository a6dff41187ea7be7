/**
 * The team of an organization (SPEC §3 "Team member", §4 "Team status", §6 team roles): the identities of its
 * merchant holding a role on it, inside it or on the whole merchant, with their role there, their two-step state
 * and temporary access. The organization may require two-step authentication of every member.
 */
import { roleNames } from '@paydesk/permissions';
import * as v from 'valibot';
import { DateTimeSchema, resource } from './jsonapi.js';
import { teamStatuses } from './resourceVocabulary.js';

/** Where a member's role is held: the whole merchant, the organization, or one of its projects. */
export const teamRoleScopes = ['merchant', 'organization', 'project'] as const;
export type TeamRoleScope = (typeof teamRoleScopes)[number];

/** An emailed invite link works this long (issue 18: invite 7 days). */
export const TEAM_INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The refusals of team actions, read by the dashboard to word them at their field. */
export const TEAM_ERRORS = {
  memberNotFound: 'Team member not found',
  alreadyMember: 'This person is already a member of the team',
  lastAdmin: 'The team needs at least one admin',
  notYourself: 'You cannot change or remove yourself',
  notInvited: 'This member has already accepted the invite',
  permissionsRequired: 'Select at least one permission',
  expiryInPast: 'The expiry date must be in the future',
  merchantRole: "This member's role covers the whole merchant",
} as const;

export const TeamMemberSchema = resource('team-member', {
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(roleNames),
  /** Opaque permission ids the role grants here (a preset's, or the hand-picked ones of `custom`). */
  permissions: v.array(v.string()),
  scope: v.picklist(teamRoleScopes),
  status: v.picklist(teamStatuses),
  lastLoginAt: v.nullable(DateTimeSchema),
  twoFaEnabled: v.boolean(),
  /** Temporary access ends at this time; null is permanent. */
  expiresAt: v.nullable(DateTimeSchema),
  invitedAt: v.nullable(DateTimeSchema),
  /** The signed-in member themselves (cannot be changed or removed by themselves). */
  isSelf: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/** A member without two-step authentication, whom enforcement would ask to set it up. */
export const TeamPersonSchema = v.object({ id: v.string(), name: v.string(), email: v.string() });

export const TeamSettingsSchema = resource('team-settings', {
  twoFaEnforced: v.boolean(),
  /** Active members who have not turned two-step authentication on. */
  membersWithoutTwoFa: v.array(TeamPersonSchema),
});
export type TeamSettings = v.InferOutput<typeof TeamSettingsSchema>;
