/** The audit trail CSV export: one row per entry, the columns of the contract, amounts in major units. */
import { auditCsvColumns } from '@paydesk/api-client';
import { csvCell, majorUnits } from '../payments/csv.js';
import type { AuditRow } from './entries.js';

const cellsOf: Record<(typeof auditCsvColumns)[number], (row: AuditRow) => string | number | null> =
  {
    id: (row) => `aud_${row.seq}`,
    occurredAt: (row) => new Date(Number(row.at)).toISOString(),
    actorName: (row) => row.actor_name,
    actorEmail: (row) => row.actor_email,
    ip: (row) => row.ip,
    userAgent: (row) => row.user_agent,
    kind: (row) => row.kind,
    targetType: (row) => row.target_type,
    targetId: (row) => row.target_id,
    amount: (row) =>
      row.amount === null || row.currency === null
        ? null
        : majorUnits(Number(row.amount), row.currency),
    currency: (row) => row.currency,
    before: (row) => row.before,
    after: (row) => row.after,
  };

export function auditCsv(rows: AuditRow[]): string {
  const lines = [auditCsvColumns.join(',')];
  for (const row of rows) {
    lines.push(auditCsvColumns.map((column) => csvCell(cellsOf[column](row))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
