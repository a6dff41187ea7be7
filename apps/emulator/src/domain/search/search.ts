/** One search over an organization (issue 20): every kind the caller may read, ranked, at most `limit` each. */
import { searchKinds, type SearchKind } from '@paydesk/api-client';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { notFound, ApiError } from '../errors.js';
import { lineageOf } from '../resources/lineage.js';
import { finders, topOf, type Found } from './kinds.js';
import { matchRank } from './rank.js';
import { readersOf } from './readers.js';

export async function searchOrganization(
  ctx: DomainContext,
  caller: SessionCaller,
  input: { resourceId: unknown; text: string; limit: number },
): Promise<Found[]> {
  const { row, lineage } = await searchedOrganization(ctx, caller, input.resourceId);
  const readers = await readersOf(ctx, caller, lineage);
  const text = input.text.trim();
  const query = {
    text,
    term: text.toLowerCase(),
    limit: input.limit,
    organizationId: row.id,
    now: ctx.clock.now(),
  };
  const found: Found[] = [];
  for (const kind of searchKinds) {
    const readable = readers[kind];
    if (readable)
      found.push(...topOf(await finders[kind](ctx, caller, readable, query), input.limit));
  }
  const kindOrder = (kind: SearchKind) => searchKinds.indexOf(kind);
  // Best matches first whatever their kind; the kinds' own order breaks ties.
  return found.sort(
    (a, b) => matchRank[a.match] - matchRank[b.match] || kindOrder(a.kind) - kindOrder(b.kind),
  );
}

/**
 * The organization searched: one the caller sees, or one holding a project the caller sees (a role on one project
 * searches that project's records). Anything else is not found, like a missing id.
 */
async function searchedOrganization(ctx: DomainContext, caller: SessionCaller, id: unknown) {
  if (typeof id !== 'string' || id === '')
    throw new ApiError(422, [
      {
        title: 'resourceId is required',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  const rows = await lineageOf(ctx.db, id);
  const row = rows[0];
  if (!row || row.type !== 'organization') throw notFound();
  const lineage = rows.map((resource) => resource.id);
  if (caller.access.sees(lineage)) return { row, lineage };
  const projects = await ctx.db.all<{ id: string }>(
    "SELECT id FROM resources WHERE parent_id = ? AND type = 'project'",
    [row.id],
  );
  if (!projects.some((project) => caller.access.sees([project.id, ...lineage]))) throw notFound();
  return { row, lineage };
}
