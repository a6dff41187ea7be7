/**
 * The search query-options factory (issue 20, Cmd+K): one query per organization and typed text. Answers stay
 * fresh for a short while, so going back to an earlier text shows its hits at once.
 */
import { search, SEARCH_DEFAULT_LIMIT } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const query = search.actions['search/query'];

/** Hits stay fresh this long: records change rarely within one search session. */
const SEARCH_STALE_MS = 30_000;

export const searchQueries = {
  keys: { all: () => actionKeys.area('search') },

  query: (resourceId: string, text: string) =>
    queryOptions({
      ...actionQueryOptions(api, query, {
        payload: {
          data: {
            type: 'search-request',
            attributes: { resourceId, text, limit: SEARCH_DEFAULT_LIMIT },
          },
        },
      }),
      staleTime: SEARCH_STALE_MS,
    }),
};
