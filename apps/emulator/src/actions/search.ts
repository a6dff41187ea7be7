/** The search area (`POST /api/search`): one query over an organization's records, filtered to what the caller reads. */
import { SEARCH_DEFAULT_LIMIT } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { searchOrganization } from '../domain/search/search.js';
import { attributesOf } from './input.js';
import type { Area } from './types.js';

export const searchActions: Area = {
  'search/query': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const hits = await searchOrganization(ctx, requireSession(caller), {
      resourceId: attributes.resourceId,
      text: String(attributes.text ?? ''),
      limit: Number(attributes.limit ?? SEARCH_DEFAULT_LIMIT),
    });
    return {
      data: hits.map((hit) => ({
        type: 'search-hit' as const,
        id: `${hit.kind}:${hit.recordId}`,
        attributes: {
          kind: hit.kind,
          recordId: hit.recordId,
          title: hit.title,
          detail: hit.detail,
          field: hit.field,
          match: hit.match,
          matched: hit.matched,
        },
      })),
    };
  },
};
