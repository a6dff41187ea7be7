import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TeamRoleScope } from '@paydesk/api-client';
import type { PermissionAreaName, RoleName } from '@paydesk/permissions';

/** Team roles (SPEC §6). */
export const roleLabels: Record<RoleName, MessageDescriptor> = {
  admin: msg`Admin`,
  custom: msg`Custom`,
  developer: msg`Developer`,
  disputes: msg`Disputes`,
  finance: msg`Finance`,
  support: msg`Support`,
};

/** What each role may do, beside its name in the role picker (SPEC §6). */
export const roleDescriptions: Record<RoleName, MessageDescriptor> = {
  admin: msg`Sees and manages everything.`,
  custom: msg`Only the permissions you choose.`,
  developer: msg`Integration set-up and API keys.`,
  disputes: msg`Views disputes and submits evidence.`,
  finance: msg`Sees transactions, refunds payments, views disputes.`,
  support: msg`Read-only on transaction data.`,
};

export const scopeLabels: Record<TeamRoleScope, MessageDescriptor> = {
  merchant: msg`Whole merchant`,
  organization: msg`This organization`,
  project: msg`One project`,
};

export const areaLabels: Record<PermissionAreaName, MessageDescriptor> = {
  transactions: msg`Transactions and payments`,
  developers: msg`Developers`,
  reports: msg`Reports`,
  team: msg`Organizations, projects and team`,
  mailbox: msg`Mailbox`,
  payouts: msg`Payouts, accounts and balances`,
  disputes: msg`Disputes`,
  commerce: msg`Customers, plans, subscriptions and payment links`,
  settings: msg`Risk and translations`,
};

/** The answers of the team area the app words itself (TEAM_ERRORS by code). */
export const teamErrorMessages: Record<string, MessageDescriptor> = {
  'permissions-required': msg`Select at least one permission`,
  'expiry-in-past': msg`The expiry date must be in the future`,
  'already-member': msg`This person is already a member of the team`,
  'last-admin': msg`The team needs at least one admin`,
  self: msg`You cannot change or remove yourself`,
  'not-invited': msg`This member has already accepted the invite`,
  'merchant-role': msg`This member's role covers the whole merchant; change it there.`,
};
