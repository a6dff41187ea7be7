/** Report rows, their status as the clock sees it, and the resource the contract describes. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import {
  REPORT_ARCHIVE_MS,
  REPORT_RETENTION_MS,
  type Report,
  type ReportFilters,
  type ReportFormat,
  type ReportStatus,
  type ReportType,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { iso } from '../../infra/time.js';

export interface ReportRow {
  id: string;
  organization_id: string;
  identity_id: string;
  type: ReportType;
  format: ReportFormat;
  delivery: 'dashboard' | 'email';
  email: string | null;
  filters: string;
  status: 'new' | 'processing' | 'done' | 'failed';
  rows: number | null;
  size: number | null;
  file_name: string | null;
  file_path: string | null;
  totals: string;
  failure_reason: string | null;
  created_at: number;
  completed_at: number | null;
}

/** Where report files are written: outside the database, streamed in and out. */
export function reportsDirectory(): string {
  const directory = join(tmpdir(), 'paydesk-reports');
  mkdirSync(directory, { recursive: true });
  return directory;
}

/** The status the user sees: a done report expires after the retention period, any report is archived later. */
export function statusOf(row: ReportRow, now: number): ReportStatus {
  if (now >= Number(row.created_at) + REPORT_ARCHIVE_MS) return 'archived';
  if (row.status === 'done' && now >= Number(row.completed_at) + REPORT_RETENTION_MS)
    return 'expired';
  return row.status;
}

export function reportResource(row: ReportRow, now: number): Report {
  const completedAt = row.completed_at === null ? null : Number(row.completed_at);
  return {
    type: 'report',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      reportType: row.type,
      format: row.format,
      delivery: row.delivery,
      email: row.email,
      filters: JSON.parse(row.filters) as ReportFilters,
      status: statusOf(row, now),
      rows: row.rows === null ? null : Number(row.rows),
      size: row.size === null ? null : Number(row.size),
      fileName: row.file_name,
      totals: JSON.parse(row.totals) as Report['attributes']['totals'],
      failureReason: row.failure_reason,
      createdAt: iso(Number(row.created_at)),
      completedAt: completedAt === null ? null : iso(completedAt),
      expiresAt:
        row.status === 'done' && completedAt !== null
          ? iso(completedAt + REPORT_RETENTION_MS)
          : null,
    },
  };
}

export async function reportById(
  db: Database,
  id: string | undefined,
): Promise<ReportRow | undefined> {
  if (!id) return undefined;
  return db.get<ReportRow>('SELECT * FROM reports WHERE id = ?', [id]);
}

/** Removes a report's file (expired, archived, or every report on reset). */
export function dropFile(path: string | null): void {
  if (path) rmSync(path, { force: true });
}

/** Before a reset empties the table: the files go too. */
export async function dropAllReportFiles(db: Database): Promise<void> {
  for (const row of await db.all<{ file_path: string | null }>(
    'SELECT file_path FROM reports WHERE file_path IS NOT NULL',
  ))
    dropFile(row.file_path);
}
