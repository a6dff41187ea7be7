/**
 * Generating a report after it is created: processing, rows streamed from the database into the file writer
 * page by page, then done (size, rows, totals) or failed. Each step is announced through `notify`; an emailed
 * report lands in the outbox with a link to its page.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReportFilters } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sendMail } from '../auth/mail.js';
import { periodOf } from './period.js';
import { reportSources } from './sources/index.js';
import { dropFile, reportsDirectory, type ReportRow } from './store.js';
import { writerFor } from './writers.js';

export type ReportNotify = (
  row: Pick<ReportRow, 'id' | 'organization_id' | 'status'>,
) => Promise<void>;

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

export function reportFileName(row: ReportRow, filters: ReportFilters): string {
  return `${row.type}-${stamp(Date.parse(`${filters.from}T00:00:00Z`))}-${stamp(Date.parse(`${filters.to}T00:00:00Z`))}.${row.format}`;
}

export async function generateReport(
  ctx: DomainContext,
  row: ReportRow,
  notify: ReportNotify,
  refundIds?: readonly string[],
): Promise<void> {
  const filters = JSON.parse(row.filters) as ReportFilters;
  const path = join(reportsDirectory(), `${row.id}.${row.format}`);
  const moved = (status: ReportRow['status']) =>
    notify({ id: row.id, organization_id: row.organization_id, status });
  try {
    const changed = await ctx.db.run(
      "UPDATE reports SET status = 'processing' WHERE id = ? AND status = 'new'",
      [row.id],
    );
    // Gone (a reset) before it started.
    if (changed === 0) return;
    await moved('processing');
    const source = reportSources[row.type]({
      db: ctx.db,
      organizationId: row.organization_id,
      filters,
      period: periodOf(filters),
      now: ctx.clock.now(),
      ...(refundIds ? { refundIds } : {}),
    });
    const writer = writerFor(
      row.format,
      path,
      {
        title: source.title,
        subtitle: `${filters.from} – ${filters.to} (${filters.timeZone})`,
      },
      source.columns,
    );
    for await (const page of source.rows()) await writer.rows(page);
    await writer.end();
    const { size } = await stat(path);
    const done = await ctx.db.run(
      `UPDATE reports SET status = 'done', rows = ?, size = ?, file_name = ?, file_path = ?, totals = ?,
       completed_at = ? WHERE id = ?`,
      [
        source.count(),
        size,
        reportFileName(row, filters),
        path,
        JSON.stringify(source.totals.list()),
        ctx.clock.now(),
        row.id,
      ],
    );
    if (done === 0) {
      dropFile(path);
      return;
    }
    if (row.delivery === 'email' && row.email)
      await sendMail(
        ctx,
        row.email,
        `Your report is ready: ${reportFileName(row, filters)}`,
        `/reports/${row.id}`,
      );
    await moved('done');
  } catch (error) {
    dropFile(path);
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await ctx.db.run(
      "UPDATE reports SET status = 'failed', failure_reason = ?, completed_at = ? WHERE id = ?",
      ['The report could not be generated', ctx.clock.now(), row.id],
    );
    if (ctx.config.log) console.error(`[reports] ${row.id} failed: ${reason}`);
    if (failed > 0) await moved('failed');
  }
}
