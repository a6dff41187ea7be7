/**
 * The audit area (`POST /api/audit`): the organization's audit trail, a page at a time or as a CSV file. Reading
 * needs audit.read on the organization. There is no action that changes or deletes an entry.
 */
import { AUDIT_EXPORT_MAX_ROWS, auditPermissions } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { organizationScope } from '../domain/access/scope.js';
import { auditCsv } from '../domain/audit/csv.js';
import type { AuditRow } from '../domain/audit/entries.js';
import { auditPage } from '../domain/audit/query.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type Filter = [string, string, unknown];

const values = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/** An entry as the contract's `audit-entry` resource. */
export const auditEntryResource = (row: AuditRow) => ({
  type: 'audit-entry' as const,
  id: `aud_${row.seq}`,
  attributes: {
    organizationId: row.organization_id,
    occurredAt: new Date(Number(row.at)).toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    ip: row.ip,
    userAgent: row.user_agent,
    kind: row.kind,
    targetType: row.target_type,
    targetId: row.target_id,
    summary: row.summary,
    before: values(row.before),
    after: values(row.after),
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
  },
});

export const auditActions: Area = {
  'audit/list': async (ctx, caller, { payload }) => {
    const organization = await organizationScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      auditPermissions['audit/list'],
    );
    const page = pageOf(payload, 50);
    const { rows, after } = await auditPage(
      ctx,
      organization.id,
      filtersOf(payload) as Filter[],
      page,
    );
    return {
      data: rows.map(auditEntryResource),
      meta: { page: { size: page.size, after } },
    };
  },

  'audit/export': async (ctx, caller, { payload }) => {
    const organization = await organizationScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      auditPermissions['audit/export'],
    );
    const { rows, after } = await auditPage(ctx, organization.id, filtersOf(payload) as Filter[], {
      size: AUDIT_EXPORT_MAX_ROWS,
    });
    const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    return {
      data: {
        type: 'audit-file',
        id: `audit-${organization.id}-${day}`,
        attributes: {
          fileName: `audit-trail-${day}.csv`,
          mediaType: 'text/csv',
          content: auditCsv(rows),
          rows: rows.length,
          truncated: after !== null,
        },
      },
    };
  },
};
