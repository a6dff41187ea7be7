/** The resource tree: `identities/getResourceTree`, `identities/listMyResources` and `resources/*`. */
import { requireAnywhere, requireSession } from '../domain/access/caller.js';
import { paginate } from '../domain/lists.js';
import {
  descendantsOf,
  myResources,
  visibleResource,
  visibleResources,
} from '../domain/resources/visibility.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { ResourceObject } from './serialize/document.js';
import { paymentMethodOf, resourceNode } from './serialize/resources.js';
import type { Area } from './types.js';

export const resourceActions: Area = {
  'identities/getResourceTree': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    requireAnywhere(session, 'identities.resource-tree.read');
    const attributes = attributesOf(payload);
    const page = pageOf(payload);
    const rows = await visibleResources(ctx, session);
    let nodes = rows;
    if (typeof attributes.resourceId === 'string') {
      const { row } = await visibleResource(ctx, session, attributes.resourceId);
      nodes = [row, ...descendantsOf(rows, row.id)];
    }
    const { items, after } = paginate(nodes, page);
    const include = Array.isArray(attributes.include) ? attributes.include : [];
    const included = include.includes('payment-method')
      ? items.map(paymentMethodOf).filter((item): item is ResourceObject => item !== null)
      : [];
    return { data: items.map(resourceNode), included, meta: { page: { size: page.size, after } } };
  },

  'identities/listMyResources': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    requireAnywhere(session, 'identities.resource-tree.read');
    const filters = filtersOf(payload);
    const page = pageOf(payload);
    const { items, after } = paginate(await myResources(ctx, session, filters), page);
    return { data: items.map(resourceNode), meta: { page: { size: page.size, after } } };
  },

  'resources/get': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(ctx, session, id ?? attributesOf(payload).resourceId);
    return { data: resourceNode(row) };
  },

  'resources/getChildrenTree': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(ctx, session, id);
    const all = await visibleResources(ctx, session);
    const page = pageOf(payload);
    const { items, after } = paginate(descendantsOf(all, row.id), page);
    return { data: items.map(resourceNode), meta: { page: { size: page.size, after } } };
  },

  'resources/getParentTree': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const resourceId = id ?? attributesOf(payload).resourceId;
    const { lineage } = await visibleResource(ctx, session, resourceId);
    const all = new Map((await visibleResources(ctx, session)).map((row) => [row.id, row]));
    return {
      data: lineage
        .slice(1)
        .reverse()
        .flatMap((ancestor) => (all.has(ancestor) ? [resourceNode(all.get(ancestor)!)] : [])),
    };
  },
};
