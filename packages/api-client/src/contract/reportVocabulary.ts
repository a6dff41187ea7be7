/**
 * The reports area's words: report types, formats, deliveries and statuses, how long a report's file is kept,
 * the statement formats and what reading each type needs. Named apart from the schemas in `reportResources.ts`, so
 * an app that reads them (a list's URL, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';

export const reportTypes = [
  'processing-transactions',
  'settled-transactions',
  'refund-confirmation',
  'disputes',
  'payouts',
  'balance-statement',
] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** PDF only where a person reads the file; the large transaction lists are for spreadsheets. */
export const reportTypeFormats = {
  'processing-transactions': ['csv', 'xlsx'],
  'settled-transactions': ['csv', 'xlsx'],
  'refund-confirmation': ['csv', 'xlsx', 'pdf'],
  disputes: ['csv', 'xlsx'],
  payouts: ['csv', 'xlsx', 'pdf'],
  'balance-statement': ['csv', 'xlsx', 'pdf'],
} as const satisfies Record<ReportType, readonly ReportFormat[]>;

export const reportDeliveries = ['dashboard', 'email'] as const;
export type ReportDelivery = (typeof reportDeliveries)[number];

/**
 * Generated reports are `new`, `processing`, then `done` or `failed`; a done report becomes `expired` once its
 * retention ends (its file is gone), and every report is `archived` after {@link REPORT_ARCHIVE_MS}.
 */
export const reportStatuses = [
  'new',
  'processing',
  'done',
  'failed',
  'expired',
  'archived',
] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** How long a done report's file can be downloaded. */
export const REPORT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** After this (from creation) a report is archived: its parameters stay listed, nothing can be downloaded. */
export const REPORT_ARCHIVE_MS = 30 * 24 * 60 * 60 * 1000;
/** The answer to downloading an expired or archived report (SPEC §8). */
export const REPORT_EXPIRED_MESSAGE = 'Report expired or archived';
/** A refund-confirmation report takes at most this many refund ids (one per line). */
export const REFUND_CONFIRMATION_MAX_LINES = 1_000;
/** The longest period a report covers. */
export const REPORT_MAX_DAYS = 366;

/**
 * What reading each report type needs (SPEC §6: reports.processing-transactions.read or
 * reports.settled-transactions.read); creating one needs `reports.write` as well.
 */
export const reportTypePermissions = {
  'processing-transactions': 'reports.processing-transactions.read',
  'settled-transactions': 'reports.settled-transactions.read',
  'refund-confirmation': 'reports.processing-transactions.read',
  disputes: 'reports.processing-transactions.read',
  payouts: 'reports.settled-transactions.read',
  'balance-statement': 'reports.settled-transactions.read',
} as const satisfies Record<ReportType, PermissionName>;

/** Seeing the reports area: either read permission suffices (SPEC §6). */
export const reportsReadPermissions = [
  'reports.processing-transactions.read',
  'reports.settled-transactions.read',
] as const satisfies readonly PermissionName[];
export const REPORTS_WRITE_PERMISSION = 'reports.write' satisfies PermissionName;
/** Account statements: the statements group and the accounts they are about. */
export const statementPermissions = [
  'statements.read',
  'accounts.read',
] as const satisfies readonly PermissionName[];

export const statementFormats = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];
