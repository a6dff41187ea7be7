/**
 * The audit area (`POST /api/audit`): the organization's audit trail — who did what, when and from where (IP,
 * browser), with before/after values of edits and the amount of money actions. Entries are append-only: the
 * emulator writes each in the same transaction as the change it records, and no action changes or deletes one.
 * Reading needs audit.read on the organization (`resourceId`), an admin's permission.
 */
import type { PermissionName } from '@paydesk/permissions';
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  DateTimeSchema,
  document,
  listDocument,
  listRequestOf,
  resource,
} from './jsonapi.js';

/** What an entry records. */
export const auditKinds = [
  'sign-in',
  'sign-in-failed',
  'refund',
  'capture',
  'cancel',
  'payout-request',
  'api-key-created',
  'api-key-updated',
  'api-key-rolled',
  'api-key-revoked',
  'webhook-endpoint-created',
  'webhook-endpoint-updated',
  'webhook-endpoint-deleted',
  'team-invite',
  'team-role-changed',
  'team-member-removed',
  'two-fa-enforcement',
  'antifraud-rule-created',
  'antifraud-rule-updated',
  'antifraud-rule-deleted',
  'settings-changed',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** What an entry is about (`targetType`). */
export const auditTargetTypes = [
  'user',
  'transaction',
  'payout-request',
  'api-key',
  'webhook-endpoint',
  'team-member',
  'organization',
  'antifraud-rule',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The most entries one CSV export holds (newest first); `meta.truncated` says when more matched. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
/** The columns of the CSV export, in order. */
export const auditCsvColumns = [
  'id',
  'occurredAt',
  'actorName',
  'actorEmail',
  'ip',
  'userAgent',
  'kind',
  'targetType',
  'targetId',
  'amount',
  'currency',
  'before',
  'after',
] as const;

/**
 * `id` (`=`: one entry, for a shared link to it), `occurredAt` (`>=`/`<`), `actorId` (`=`), `kind` (`=`/`in`), `targetType` (`=`), `targetId` (`=`), `search`
 * (`like`: actor, target id or summary). Newest first, pages with an `after` cursor.
 */
export const auditFilterFields = [
  'id',
  'occurredAt',
  'actorId',
  'kind',
  'targetType',
  'targetId',
  'search',
] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];

export const AuditListRequestSchema = listRequestOf({ filters: auditFilterFields, sorts: [] });

/** Values of an edit: field → value (JSON), null when the entry records no edit. */
const ValuesSchema = v.nullable(v.record(v.string(), v.unknown()));

export const AuditEntrySchema = resource('audit-entry', {
  organizationId: v.string(),
  occurredAt: DateTimeSchema,
  /** The user who acted; null for a failed sign-in of an unknown email. */
  actorId: v.nullable(v.string()),
  actorName: v.string(),
  actorEmail: v.string(),
  ip: v.string(),
  userAgent: v.string(),
  kind: v.picklist(auditKinds),
  targetType: v.picklist(auditTargetTypes),
  targetId: v.string(),
  /** A short text of what happened, in English (e.g. a rule's name or a member's email). */
  summary: v.string(),
  before: ValuesSchema,
  after: ValuesSchema,
  /** Money actions: the amount in minor units and its currency. */
  amount: v.nullable(v.number()),
  currency: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** The export: the same filters as the list, every matching entry up to {@link AUDIT_EXPORT_MAX_ROWS}. */
export const AuditExportRequestSchema = body('audit-export', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  filters: AuditListRequestSchema.entries.data.entries.attributes.entries.filters,
});

/** An exported CSV file, for the browser to save. */
export const AuditFileSchema = resource('audit-file', {
  fileName: v.string(),
  mediaType: v.string(),
  content: v.string(),
  rows: v.number(),
  truncated: v.boolean(),
});
export type AuditFile = v.InferOutput<typeof AuditFileSchema>;

export const audit = defineArea('audit', {
  'audit/list': {
    description:
      'The audit trail of organization `resourceId`, newest first, pages with an `after` cursor; filters by period, actor, kind, target and text.',
    payload: AuditListRequestSchema,
    answer: listDocument(AuditEntrySchema),
    ignorable: true,
  },
  'audit/export': {
    description: `The entries matching the filters as a CSV file (newest first, at most ${AUDIT_EXPORT_MAX_ROWS}).`,
    payload: AuditExportRequestSchema,
    answer: document(AuditFileSchema),
  },
});

export type AuditActionName = keyof typeof audit.actions;

/** What each audit action needs on the organization. */
export const auditPermissions = {
  'audit/list': ['audit.read'],
  'audit/export': ['audit.read'],
} as const satisfies Record<AuditActionName, readonly PermissionName[]>;
