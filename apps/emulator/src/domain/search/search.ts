/** One search over an organization (issue 20): every kind the caller may read, ranked, at most `limit` each. */
import { searchKinds, type SearchKind } from '@paydesk/api-client';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { visibleResource } from '../resources/visibility.js';
import { finders, topOf, type Found } from './kinds.js';
import { matchRank } from './rank.js';
import { readersOf } from './readers.js';

export async function searchOrganization(
  ctx: DomainContext,
  caller: SessionCaller,
  input: { resourceId: unknown; text: string; limit: number },
): Promise<Found[]> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    input.resourceId,
    undefined,
    'organization',
  );
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
