/** The allowed-ip-lists area (`POST /api/allowed-ip-lists`): an organization's named address and range lists. */
import { requireSession } from '../domain/access/caller.js';
import { allowedIpListFor, allowedIpListScope } from '../domain/allowedIpLists/access.js';
import {
  allowedIpListResource,
  allowedIpListsOf,
  createAllowedIpList,
  removeAllowedIpList,
  updateAllowedIpList,
} from '../domain/allowedIpLists/store.js';
import { matches, paginate, type Filter } from '../domain/lists.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type Resource = ReturnType<typeof allowedIpListResource>;

/** `search` looks at the name and every entry; other filters apply to the attributes as they are. */
function filtered(items: Resource[], filters: Filter[]): Resource[] {
  const search = filters.filter(([field]) => field === 'search');
  const rest = filters.filter(([field]) => field !== 'search');
  return items.filter(
    (item) =>
      matches(item.attributes, rest) &&
      search.every(([, , value]) =>
        [item.attributes.name, ...item.attributes.entries].some((text) =>
          matches({ text }, [['text', 'like', value]]),
        ),
      ),
  );
}

function sorted(items: Resource[], sort: unknown): Resource[] {
  if (sort === 'updatedAt' || sort === '-updatedAt') {
    items.sort((a, b) => a.attributes.updatedAt.localeCompare(b.attributes.updatedAt));
  }
  // Stored order is by name; '-name' and '-updatedAt' read it backwards.
  if (typeof sort === 'string' && sort.startsWith('-')) items.reverse();
  return items;
}

export const allowedIpListsArea: Area = {
  'allowed-ip-lists/list': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const organizationId = await allowedIpListScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      'allowed-ip-lists/list',
    );
    // Few per organization: filtered and sorted in memory.
    const rows = await allowedIpListsOf(ctx.db, organizationId);
    const items = sorted(
      filtered(rows.map(allowedIpListResource), filtersOf(payload)),
      attributes.sort,
    );
    const page = pageOf(payload);
    const { items: slice, after } = paginate(items, page);
    return { data: slice, meta: { page: { size: page.size, after }, total: items.length } };
  },

  'allowed-ip-lists/get': async (ctx, caller, { id }) => {
    const row = await allowedIpListFor(ctx, requireSession(caller), id, 'allowed-ip-lists/get');
    return { data: allowedIpListResource(row) };
  },

  'allowed-ip-lists/create': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const organizationId = await allowedIpListScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      'allowed-ip-lists/create',
    );
    return {
      data: allowedIpListResource(await createAllowedIpList(ctx, organizationId, attributes)),
    };
  },

  'allowed-ip-lists/update': async (ctx, caller, { id, payload }) => {
    const row = await allowedIpListFor(ctx, requireSession(caller), id, 'allowed-ip-lists/update');
    return {
      data: allowedIpListResource(await updateAllowedIpList(ctx, row, attributesOf(payload))),
    };
  },

  'allowed-ip-lists/remove': async (ctx, caller, { id }) => {
    const row = await allowedIpListFor(ctx, requireSession(caller), id, 'allowed-ip-lists/remove');
    await removeAllowedIpList(ctx, row);
    return { data: null };
  },
};
