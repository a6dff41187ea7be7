/**
 * The audit area (`POST /api/audit`): the organization's audit trail — who did what, when and from where (IP,
 * browser), with before/after values of edits and the amount of money actions. Entries are append-only: the
 * emulator writes each in the same transaction as the change it records, and no action changes or deletes one.
 * Reading needs audit.read on the organization (`resourceId`), an admin's permission.
 */
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
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditFilterFields,
  auditKinds,
  auditTargetTypes,
} from './auditVocabulary.js';

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
