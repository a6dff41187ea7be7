/**
 * Reading the audit trail: one organization's entries, newest first, a page at a time. Every filter maps to an
 * index of migration 20 ending in (at, seq), so the first page and a deep cursor alike are one range scan.
 */
import type { InArgs } from '@libsql/client';
import { auditKinds, auditTargetTypes } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { AuditRow } from './entries.js';

type Filter = [string, string, unknown];

const invalid = (title: string, pointer = '/data/attributes/filters') =>
  new ApiError(422, [{ title, code: 'invalid', source: { pointer } }]);

const instant = (value: unknown): number => {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) throw invalid('occurredAt needs an ISO date-time');
  return at;
};

/** The cursor of the entry after which the next page starts: `{at}.{seq}`. */
export const cursorOf = (row: Pick<AuditRow, 'at' | 'seq'>) => `${row.at}.${row.seq}`;

function parseCursor(after: string): [number, number] {
  const match = /^(\d+)\.(\d+)$/.exec(after);
  if (!match) throw invalid('Unknown page cursor', '/data/attributes/page/after');
  return [Number(match[1]), Number(match[2])];
}

/** The WHERE clause and its arguments for `filters` on `organizationId`. */
export function auditWhere(
  organizationId: string,
  filters: Filter[],
): { where: string; args: InArgs & unknown[] } {
  const clauses = ['organization_id = ?'];
  const args: (string | number)[] = [organizationId];
  for (const [field, operator, value] of filters) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    switch (field) {
      case 'occurredAt': {
        const sign = { '>=': '>=', '>': '>', '<': '<', '<=': '<=' }[operator];
        if (!sign) throw invalid('occurredAt takes >=, >, < or <=');
        clauses.push(`at ${sign} ?`);
        args.push(instant(value));
        break;
      }
      case 'id': {
        const seq = /^aud_(\d+)$/.exec(values[0] ?? '');
        clauses.push('seq = ?');
        args.push(seq ? Number(seq[1]) : -1);
        break;
      }
      case 'actorId':
        clauses.push('actor_id = ?');
        args.push(values[0] ?? '');
        break;
      case 'kind': {
        const kinds = values.filter((kind) => (auditKinds as readonly string[]).includes(kind));
        if (kinds.length === 0) {
          clauses.push('0');
          break;
        }
        clauses.push(`kind IN (${kinds.map(() => '?').join(', ')})`);
        args.push(...kinds);
        break;
      }
      case 'targetType':
        if (!(auditTargetTypes as readonly string[]).includes(values[0] ?? '')) {
          throw invalid('Unknown target type');
        }
        clauses.push('target_type = ?');
        args.push(values[0]!);
        break;
      case 'targetId':
        clauses.push('target_id = ?');
        args.push(values[0] ?? '');
        break;
      case 'search': {
        const term = String(value).trim().toLowerCase();
        if (term === '') break;
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        clauses.push(
          `(lower(actor_name) LIKE ? ESCAPE '\\' OR actor_email LIKE ? ESCAPE '\\' OR lower(target_id) LIKE ? ESCAPE '\\' OR lower(summary) LIKE ? ESCAPE '\\')`,
        );
        args.push(like, like, like, like);
        break;
      }
      default:
        throw invalid('Unknown filter field');
    }
  }
  return { where: clauses.join(' AND '), args };
}

/** One page of entries, newest first, and the cursor of the next (null on the last page). */
export async function auditPage(
  ctx: Pick<DomainContext, 'db'>,
  organizationId: string,
  filters: Filter[],
  page: { size: number; after?: string | undefined },
): Promise<{ rows: AuditRow[]; after: string | null }> {
  const { where, args } = auditWhere(organizationId, filters);
  let sql = `SELECT * FROM audit_entries WHERE ${where}`;
  if (page.after !== undefined) {
    sql += ' AND (at, seq) < (?, ?)';
    args.push(...parseCursor(page.after));
  }
  sql += ' ORDER BY at DESC, seq DESC LIMIT ?';
  args.push(page.size + 1);
  const rows = await ctx.db.all<AuditRow>(sql, args);
  const more = rows.length > page.size;
  const items = more ? rows.slice(0, page.size) : rows;
  return { rows: items, after: more ? cursorOf(items.at(-1)!) : null };
}
