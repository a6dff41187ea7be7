/**
 * `reports/create`: the request checked field by field (format for the type, email for email delivery, the
 * period, the project, the refund ids), then a `new` report row. Generation runs afterwards (generate.ts).
 */
import {
  REFUND_CONFIRMATION_MAX_LINES,
  reportTypeFormats,
  type ReportCreate,
  type ReportFilters,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, invalid } from '../errors.js';
import { lineageOf } from '../resources/lineage.js';
import { periodOf } from './period.js';
import type { ReportRow } from './store.js';

type Attributes = ReportCreate['data']['attributes'];
const AT = '/data/attributes';

/** The refund ids of a request, one per line, blanks dropped. */
export const refundLines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, id: line.trim() }))
    .filter((entry) => entry.id !== '');

/**
 * Every line must be a refund of the organization, all of one project (the filter's, when one is chosen, else
 * the first refund's). The lines that are not are named in one error at the field.
 */
async function checkRefunds(
  ctx: DomainContext,
  organizationId: string,
  filters: ReportFilters,
): Promise<{ ids: string[]; projectId: string }> {
  const lines = refundLines(filters.refundIds);
  const pointer = `${AT}/filters/refundIds`;
  if (lines.length === 0) throw invalid('Enter at least one refund id, one per line', pointer);
  if (lines.length > REFUND_CONFIRMATION_MAX_LINES)
    throw invalid(`At most ${REFUND_CONFIRMATION_MAX_LINES} refund ids`, pointer);
  const ids = [...new Set(lines.map((entry) => entry.id))];
  const rows = await ctx.db.all<{ id: string; project_id: string }>(
    `SELECT id, project_id FROM transactions WHERE organization_id = ? AND type = 'refund'
     AND id IN (${ids.map(() => '?').join(', ')})`,
    [organizationId, ...ids],
  );
  const projectOf = new Map(rows.map((row) => [row.id, row.project_id]));
  const projectId =
    filters.projectId || projectOf.get(lines.find((entry) => projectOf.has(entry.id))?.id ?? '');
  const wrong = lines.filter((entry) => !projectId || projectOf.get(entry.id) !== projectId);
  if (wrong.length > 0) {
    const named = wrong
      .slice(0, 10)
      .map((entry) => `line ${entry.line} (${entry.id})`)
      .join(', ');
    const more = wrong.length > 10 ? ` and ${wrong.length - 10} more` : '';
    throw new ApiError(422, [
      {
        title: `Not a refund of the same project: ${named}${more}`,
        code: 'refund-not-in-project',
        source: { pointer },
        detail: `Lines ${wrong.map((entry) => entry.line).join(', ')}`,
      },
    ]);
  }
  return { ids, projectId: projectId! };
}

/** A project of the organization, or an error at the project field. */
export async function checkProject(ctx: DomainContext, organizationId: string, projectId: string) {
  const lineage = await lineageOf(ctx.db, projectId);
  if (lineage[0]?.type !== 'project' || lineage[1]?.id !== organizationId)
    throw invalid(
      'Project from url does not exist in current organization',
      `${AT}/filters/projectId`,
    );
}

/** A `new` report made by `identityId` (the caller, or the owner of the schedule that runs it). */
export async function createReport(
  ctx: DomainContext,
  identityId: string,
  organizationId: string,
  attributes: Attributes,
): Promise<{ row: ReportRow; refundIds?: string[] }> {
  const allowed = reportTypeFormats[attributes.reportType] as readonly string[];
  if (!allowed.includes(attributes.format))
    throw invalid(
      `This report comes as ${allowed.map((format) => format.toUpperCase()).join(' or ')}`,
      `${AT}/format`,
    );
  const email = attributes.email?.trim() || null;
  if (attributes.delivery === 'email' && !email)
    throw invalid('Enter the email address to send the report to', `${AT}/email`);
  const filters: ReportFilters = {
    ...attributes.filters,
    projectId: attributes.filters.projectId || null,
    statuses: attributes.filters.statuses ?? [],
  };
  periodOf(filters);
  if (filters.projectId) await checkProject(ctx, organizationId, filters.projectId);
  let refundIds: string[] | undefined;
  if (attributes.reportType === 'refund-confirmation') {
    const checked = await checkRefunds(ctx, organizationId, filters);
    refundIds = checked.ids;
    filters.projectId = checked.projectId;
  } else delete filters.refundIds;

  const row: ReportRow = {
    id: secureId('rep'),
    organization_id: organizationId,
    identity_id: identityId,
    type: attributes.reportType,
    format: attributes.format,
    delivery: attributes.delivery,
    email: attributes.delivery === 'email' ? email : null,
    filters: JSON.stringify(filters),
    status: 'new',
    rows: null,
    size: null,
    file_name: null,
    file_path: null,
    totals: '[]',
    failure_reason: null,
    created_at: ctx.clock.now(),
    completed_at: null,
  };
  await ctx.db.run(
    `INSERT INTO reports (id, organization_id, identity_id, type, format, delivery, email, filters, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'new', ?)`,
    [
      row.id,
      row.organization_id,
      row.identity_id,
      row.type,
      row.format,
      row.delivery,
      row.email,
      row.filters,
      row.created_at,
    ],
  );
  return { row, ...(refundIds ? { refundIds } : {}) };
}
