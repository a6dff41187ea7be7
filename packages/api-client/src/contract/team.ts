/**
 * The team area (`POST /api/team`): the members of an organization (`resourceId`), invites, roles, removal,
 * members' login sessions and team-wide two-step enforcement. Reading needs users.read on the organization,
 * every change users.write (SPEC §6).
 */
import { roleNames } from '@paydesk/permissions';
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  DateTimeSchema,
  document,
  EmptyDocumentSchema,
  GetRequestSchema,
  listDocument,
  listRequestOf,
} from './jsonapi.js';
import { AccessTokenSchema } from './resources.js';
import { TeamMemberSchema, TeamSettingsSchema } from './teamResources.js';
import { teamFilterFields } from './teamVocabulary.js';

export const TeamListRequestSchema = listRequestOf({ filters: teamFilterFields, sorts: [] });

const OrganizationId = v.pipe(v.string(), v.minLength(1));

/** A role on the organization: `custom` carries opaque permission ids; `expiresAt` makes it temporary. */
const roleFields = {
  resourceId: OrganizationId,
  role: v.picklist(roleNames),
  permissions: v.optional(v.array(v.string()), []),
  expiresAt: v.optional(v.nullable(DateTimeSchema)),
};

export const TeamInviteSchema = body('team-invite', {
  ...roleFields,
  email: v.pipe(v.string(), v.trim(), v.email('Enter a valid email address')),
});
export type TeamInvite = v.InferInput<typeof TeamInviteSchema>;

export const TeamRoleChangeSchema = body('team-role', roleFields);
export type TeamRoleChange = v.InferInput<typeof TeamRoleChangeSchema>;

export const TeamEnforcementSchema = body('team-settings', {
  resourceId: OrganizationId,
  twoFaEnforced: v.boolean(),
});

export const TeamSessionRevokeSchema = body('team-session-revoke', {
  resourceId: OrganizationId,
  /** The login session's id as the sessions list shows it. */
  sessionId: v.pipe(v.string(), v.minLength(1)),
});

export const team = defineArea('team', {
  'team/list': {
    description:
      'Members of organization `resourceId` (role, status, last login, 2FA, temporary access), by name, pages with an `after` cursor.',
    payload: TeamListRequestSchema,
    answer: listDocument(TeamMemberSchema),
    ignorable: true,
  },
  'team/get': {
    description: 'One member (identity `id`) of organization `resourceId`.',
    id: 'required',
    payload: GetRequestSchema,
    answer: document(TeamMemberSchema),
  },
  'team/invite': {
    description:
      'Invites an email with a role (and temporary access): a pending account when the address is new, and an emailed /confirm link valid 7 days.',
    payload: TeamInviteSchema,
    answer: document(TeamMemberSchema),
  },
  'team/resendInvite': {
    description: 'Mails a new invite link; the earlier one stops working.',
    id: 'required',
    payload: GetRequestSchema,
    answer: document(TeamMemberSchema),
  },
  'team/cancelInvite': {
    description: 'Withdraws an invite that was not accepted: the pending member disappears.',
    id: 'required',
    payload: GetRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'team/changeRole': {
    description:
      "Changes a member's role on the organization (and its temporary access); never one's own, never the last admin's.",
    id: 'required',
    payload: TeamRoleChangeSchema,
    answer: document(TeamMemberSchema),
  },
  'team/remove': {
    description:
      'Removes a member from the organization (not oneself, not the last admin): their sessions end at once.',
    id: 'required',
    payload: GetRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'team/settings': {
    description:
      'Whether the organization requires two-step authentication, and the members without it.',
    payload: GetRequestSchema,
    answer: document(TeamSettingsSchema),
  },
  'team/setTwoFaEnforcement': {
    description:
      'Requires (or stops requiring) two-step authentication; members without it get a set-up link by email.',
    payload: TeamEnforcementSchema,
    answer: document(TeamSettingsSchema),
  },
  'team/listSessions': {
    description: "A member's login sessions (identity `id`).",
    id: 'required',
    payload: GetRequestSchema,
    answer: listDocument(AccessTokenSchema),
  },
  'team/revokeSession': {
    description: "Ends one of a member's login sessions at once.",
    id: 'required',
    payload: TeamSessionRevokeSchema,
    answer: EmptyDocumentSchema,
  },
});

export type TeamActionName = keyof typeof team.actions;
