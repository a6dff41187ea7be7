/**
 * Writing audit entries. `audit(ctx, entry)` attaches the entry to the handler's next write, so the entry and the
 * change it records commit in one transaction (an action that fails writes neither). Call it right before the
 * change's write. Entries are never changed or deleted: no action does, and triggers refuse it (migration 20).
 */
import type { AuditKind, AuditTargetType } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { attachToNextWrite, type Statement } from '../../infra/db/attached.js';
import { currentAuditOrigin, type AuditActor, type AuditOrigin } from './context.js';

export interface AuditEntryInput {
  organizationId: string;
  kind: AuditKind;
  targetType: AuditTargetType;
  targetId: string;
  summary?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  amount?: number | null;
  currency?: string | null;
}

/** The row of `audit_entries` as read. */
export interface AuditRow {
  seq: number;
  organization_id: string;
  at: number;
  actor_id: string | null;
  actor_name: string;
  actor_email: string;
  ip: string;
  user_agent: string;
  kind: AuditKind;
  target_type: AuditTargetType;
  target_id: string;
  summary: string;
  before: string | null;
  after: string | null;
  amount: number | null;
  currency: string | null;
}

const json = (values: Record<string, unknown> | null | undefined) =>
  values ? JSON.stringify(values) : null;

/** The insert of one entry, by `actor` from `origin`, at `at`. */
export function auditInsert(
  entry: AuditEntryInput,
  origin: Pick<AuditOrigin, 'ip' | 'userAgent'>,
  actor: AuditActor,
  at: number,
): Statement {
  return {
    sql: `INSERT INTO audit_entries (organization_id, at, actor_id, actor_name, actor_email, ip, user_agent, kind,
            target_type, target_id, summary, before, after, amount, currency)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      entry.organizationId,
      at,
      actor.id,
      actor.name,
      actor.email,
      origin.ip,
      origin.userAgent,
      entry.kind,
      entry.targetType,
      entry.targetId,
      entry.summary ?? '',
      json(entry.before),
      json(entry.after),
      entry.amount ?? null,
      entry.currency ?? null,
    ],
  };
}

/**
 * Records `entry` by the current request's actor, in the transaction of the handler's next write. Outside a
 * request with a signed-in actor (clock jobs, the seed) nothing is recorded: no person acted.
 */
export function audit(ctx: DomainContext, entry: AuditEntryInput): void {
  const origin = currentAuditOrigin();
  if (!origin?.actor) return;
  attachToNextWrite(auditInsert(entry, origin, origin.actor, ctx.clock.now()));
}

/** Only the fields that differ between `before` and `after`, for an edit's entry. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
