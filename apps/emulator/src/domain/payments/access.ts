/**
 * Who may read and change payments data, checked on the server whatever the UI shows: the scope of a list
 * (an organization or a project the caller sees, with the permission on it) and single rows by id (another
 * organization's id is "not found").
 */
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, messages, notFound } from '../errors.js';
import type { AccessCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';

/** What reading each kind of payments data needs (any one of the names). */
export const readPermissions = {
  transactions: ['transactions.read.1'],
  disputes: ['disputes.read', 'read-only'],
  customers: ['customers.read'],
  statistics: ['transaction-statistics'],
} as const satisfies Record<string, readonly PermissionName[]>;

/** Reading transactions without permission answers the spec's own text (SPEC §8). */
const deniedError = (permissions: readonly PermissionName[]) =>
  permissions === readPermissions.transactions
    ? new ApiError(403, [{ title: messages.transactionReadDenied, code: 'forbidden' }])
    : forbidden();

export interface Scope {
  /** The column the list is scoped by. */
  column: 'organization_id' | 'project_id';
  id: string;
  organizationId: string;
  lineage: string[];
}

/** The organization or project a list is about; 422 for other resource types, 403 without the permission. */
export async function scopeOf(
  ctx: DomainContext,
  caller: AccessCaller,
  resourceId: unknown,
  permissions: readonly PermissionName[],
): Promise<Scope> {
  const { row, lineage } = await visibleResource(ctx, caller, resourceId);
  if (row.type !== 'organization' && row.type !== 'project') {
    throw new ApiError(422, [
      {
        title: 'resourceId must be an organization or a project',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  if (!permissions.some((name) => caller.access.can(name, lineage))) throw deniedError(permissions);
  return row.type === 'organization'
    ? { column: 'organization_id', id: row.id, organizationId: row.id, lineage }
    : { column: 'project_id', id: row.id, organizationId: row.parent_id ?? '', lineage };
}

/**
 * The project that narrows figures of `scope` (statistics, dispute aggregates): one of the scope's organization's
 * projects, visible to the caller and carrying one of `permissions` — a role on one project does not reach its
 * siblings' figures. Answers its id, or undefined when none was asked for.
 */
export async function projectWithin(
  ctx: DomainContext,
  caller: AccessCaller,
  scope: Scope,
  projectId: unknown,
  permissions: readonly PermissionName[],
): Promise<string | undefined> {
  if (projectId === undefined) return undefined;
  const { row, lineage } = await visibleResource(ctx, caller, projectId, undefined, 'project');
  if (row.parent_id !== scope.organizationId) throw notFound();
  if (!permissions.some((name) => caller.access.can(name, lineage))) throw deniedError(permissions);
  return row.id;
}

/**
 * A row of a payments table the caller may read: its resource (`project_id` or `organization_id`) must be
 * visible (else not found) and carry one of `permissions` (else 403).
 */
export async function readableRow<T extends { id: string }>(
  ctx: DomainContext,
  caller: AccessCaller,
  table: 'transactions' | 'disputes' | 'customers',
  id: string | undefined,
  permissions: readonly PermissionName[],
): Promise<{ row: T; lineage: string[] }> {
  const row =
    id === undefined ? undefined : await ctx.db.get<T>(`SELECT * FROM ${table} WHERE id = ?`, [id]);
  if (!row) throw notFound();
  const owner =
    (row as unknown as { project_id?: string; organization_id: string }).project_id ??
    (row as unknown as { organization_id: string }).organization_id;
  const lineage = (await lineageOf(ctx.db, owner)).map((resource) => resource.id);
  if (!caller.access.sees(lineage)) throw notFound();
  if (!permissions.some((name) => caller.access.can(name, lineage))) throw deniedError(permissions);
  return { row, lineage };
}

const chains = new WeakMap<DomainContext, Promise<unknown>>();

/**
 * Runs money-moving work one at a time per emulator: the remaining-amount check and the write that depends on it
 * must not interleave with another refund of the same transaction.
 */
export function exclusive<T>(ctx: DomainContext, work: () => Promise<T>): Promise<T> {
  const run = (chains.get(ctx) ?? Promise.resolve()).then(work, work);
  chains.set(
    ctx,
    run.catch(() => undefined),
  );
  return run;
}
