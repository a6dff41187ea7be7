/**
 * Which of an organization's records the caller may read, per kind of search hit: the permissions are those the
 * kind's list action checks (`readPermissions`, `moneyPermissions`, `PAYMENT_LINK_PERMISSIONS`, `apiKeyPermissions`,
 * `teamPermissions`). Records owned by projects are read where the caller holds them on the organization, or else
 * on each project it holds them on; records of the organization itself only with the permission there.
 */
import {
  apiKeyPermissions,
  moneyPermissions,
  PAYMENT_LINK_PERMISSIONS,
  teamPermissions,
  type SearchKind,
} from '@paydesk/api-client';
import type { PermissionName } from '@paydesk/permissions';
import type { SessionCaller } from '../access/caller.js';
import { holdsAll } from '../access/scope.js';
import type { DomainContext } from '../context.js';
import { readPermissions } from '../payments/access.js';

/** All of `all` and, when given, one of `any`. */
interface Need {
  all?: readonly PermissionName[];
  any?: readonly PermissionName[];
  /** Owned by projects (else by the organization only). */
  projects: boolean;
}

export const searchNeeds: Record<SearchKind, Need> = {
  transaction: { any: readPermissions.transactions, projects: true },
  customer: { any: readPermissions.customers, projects: false },
  dispute: { any: readPermissions.disputes, projects: true },
  payout: { all: moneyPermissions['payouts/list'], projects: false },
  'payment-link': { all: PAYMENT_LINK_PERMISSIONS, projects: true },
  'api-key': { all: apiKeyPermissions['api-keys/list'], projects: true },
  'team-member': { all: teamPermissions['team/list'], projects: false },
};

/** Where a kind may be read: the whole organization, some of its projects, or nowhere (null). */
export type Readable = { organization: true } | { organization: false; projects: string[] } | null;

const holds = (caller: SessionCaller, need: Need, lineage: string[]) =>
  holdsAll(caller, need.all ?? [], lineage) &&
  (!need.any || need.any.some((name) => caller.access.can(name, lineage)));

/** Where the caller reads each kind within the organization of `lineage`. */
export async function readersOf(
  ctx: DomainContext,
  caller: SessionCaller,
  organizationLineage: string[],
): Promise<Record<SearchKind, Readable>> {
  const organizationId = organizationLineage[0]!;
  const projects = await ctx.db.all<{ id: string }>(
    "SELECT id FROM resources WHERE parent_id = ? AND type = 'project'",
    [organizationId],
  );
  const result = {} as Record<SearchKind, Readable>;
  for (const [kind, need] of Object.entries(searchNeeds) as [SearchKind, Need][]) {
    if (holds(caller, need, organizationLineage)) {
      result[kind] = { organization: true };
      continue;
    }
    const readable = need.projects
      ? projects
          .map((project) => project.id)
          .filter((id) => holds(caller, need, [id, ...organizationLineage]))
      : [];
    result[kind] = readable.length > 0 ? { organization: false, projects: readable } : null;
  }
  return result;
}

/** The SQL condition limiting rows to `readable` (`column` holds the owning project). */
export function ownerClause(
  readable: Exclude<Readable, null>,
  organizationId: string,
  column = 'project_id',
): { sql: string; args: string[] } {
  if (readable.organization) return { sql: 'organization_id = ?', args: [organizationId] };
  return {
    sql: `${column} IN (${readable.projects.map(() => '?').join(', ')})`,
    args: readable.projects,
  };
}
