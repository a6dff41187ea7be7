/**
 * The API keys' one query-options factory: the list's cursor pages and one key. Keys come from `actionKeys`, so a
 * change invalidates them.
 */
import { apiKeys, type ApiKeyFilterField } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listPages } from '../../shared/api/listQueries';
import type { ApiKeySearch } from './search';

const list = apiKeys.actions['api-keys/list'];
const get = apiKeys.actions['api-keys/get'];

type Filter = [ApiKeyFilterField, '=' | 'in' | 'like', string | string[]];

/** The list request of a view: the organization's keys, narrowed by the URL's filters. */
export function apiKeyListAttributes(search: ApiKeySearch, organizationId: string) {
  const filters: Filter[] = [];
  if (search.status?.length) filters.push(['status', 'in', [...search.status]]);
  if (search.project?.length) filters.push(['projectId', 'in', [...search.project]]);
  if (search.q) filters.push(['search', 'like', search.q]);
  return { resourceId: organizationId, filters, sort: '-createdAt' as const };
}

export const apiKeyQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },
  attributesOf: apiKeyListAttributes,
  pages: (attributes: ReturnType<typeof apiKeyListAttributes>) => listPages(list, attributes),
  detail: (id: string) => actionQueryOptions(api, get, { id }),
};
