/**
 * The audit trail's words: what an entry records and is about, the export's columns and limit, the list's filter
 * fields and what each action needs. Named apart from the schemas in `audit.ts`, so an app that reads them (the
 * list's URL, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { AuditActionName } from './audit.js';

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
 * `id` (`=`: one entry, for a shared link to it), `occurredAt` (`>=`/`<`), `actorId` (`=`), `kind` (`=`/`in`),
 * `targetType` (`=`), `targetId` (`=`), `search` (`like`: actor, target id or summary). Newest first, pages with an
 * `after` cursor.
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

/** What each audit action needs on the organization. */
export const auditPermissions = {
  'audit/list': ['audit.read'],
  'audit/export': ['audit.read'],
} as const satisfies Record<AuditActionName, readonly PermissionName[]>;
