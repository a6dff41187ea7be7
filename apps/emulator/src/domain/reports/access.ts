/**
 * Who reads and makes reports (SPEC §6): the reports area needs either reports read permission on the
 * organization; each report type needs its own, and creating one needs reports.write as well. Another
 * organization's report is "not found".
 */
import {
  REPORTS_WRITE_PERMISSION,
  reportTypePermissions,
  reportsReadPermissions,
  type ReportType,
} from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import type { ReportRow } from './store.js';

export const mayReadReports = (caller: SessionCaller, lineage: readonly string[]) =>
  reportsReadPermissions.some((name) => caller.access.can(name, lineage));

export const mayReadType = (caller: SessionCaller, type: ReportType, lineage: readonly string[]) =>
  caller.access.can(reportTypePermissions[type], lineage);

/** The organization a reports call is about, with the area's permission (and the type's, when given). */
export async function reportsScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  create?: ReportType,
): Promise<{ organizationId: string; lineage: string[] }> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    resourceId,
    undefined,
    'organization',
  );
  if (!mayReadReports(caller, lineage)) throw forbidden();
  if (
    create &&
    (!mayReadType(caller, create, lineage) || !caller.access.can(REPORTS_WRITE_PERMISSION, lineage))
  )
    throw forbidden();
  return { organizationId: row.id, lineage };
}

/** A report read by id: its organization visible, its type readable. */
export async function readableReport(
  ctx: DomainContext,
  caller: SessionCaller,
  row: ReportRow | undefined,
): Promise<ReportRow> {
  if (!row) throw notFound();
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound();
  if (!mayReadType(caller, row.type, lineage)) throw forbidden();
  return row;
}
