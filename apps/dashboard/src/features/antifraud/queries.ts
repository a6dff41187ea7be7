/**
 * Antifraud's one query-options factory: the rules and the list entries of an organization, as cursor pages.
 * Keys come from `actionKeys`, so a change invalidates them.
 */
import { antifraud, type AntifraudListKind, type AntifraudListType } from '@paydesk/api-client';
import { actionInfiniteQueryOptions, actionKeys } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const rules = antifraud.actions['antifraud-rules/list'];
const entries = antifraud.actions['antifraud-lists/entries'];

export interface EntriesView {
  listType?: AntifraudListType[];
  kind?: AntifraudListKind[];
  q?: string;
}

type EntryFilter = ['listType' | 'kind', 'in', string[]] | ['search', 'like', string];

export function entryListAttributes(search: EntriesView, organizationId: string) {
  const filters: EntryFilter[] = [];
  if (search.listType?.length) filters.push(['listType', 'in', [...search.listType]]);
  if (search.kind?.length) filters.push(['kind', 'in', [...search.kind]]);
  if (search.q) filters.push(['search', 'like', search.q]);
  return { resourceId: organizationId, filters };
}

export const antifraudQueries = {
  keys: {
    rules: () => actionKeys.action(rules),
    entries: () => actionKeys.action(entries),
  },
  rules: (organizationId: string) =>
    actionInfiniteQueryOptions(
      api,
      rules,
      { payload: { data: { type: 'list-request', attributes: { resourceId: organizationId } } } },
      { kind: 'table', firstPageSize: 100 },
    ),
  entries: (attributes: ReturnType<typeof entryListAttributes>) =>
    actionInfiniteQueryOptions(
      api,
      entries,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: 100 },
    ),
};

/** The entries list as `useValueListPage` and its loader read it: a view's request and its cursor pages. */
export const entryListQueries = {
  attributesOf: entryListAttributes,
  pages: antifraudQueries.entries,
};
