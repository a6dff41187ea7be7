/**
 * The audit trail's one query-options factory: the list's cursor pages and one entry (by its id filter). The
 * filters are the URL's, translated once here for the list and the CSV export alike.
 */
import { audit, type AuditFilterField } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { periodFilters } from '../../shared/lists/filterParts';
import { oneOrMany } from '../../shared/lists/filterValues';
import type { AuditSearch } from './search';

const list = audit.actions['audit/list'];
const FIRST_PAGE_SIZE = 50;

type Filter = [AuditFilterField, '=' | 'in' | 'like' | '>=' | '<', string | string[]];

/** The list request's filters for the URL state. */
export function auditFilters(search: AuditSearch, timeZone: string): Filter[] {
  const filters: Filter[] = [];
  if (search.kind?.length) filters.push(oneOrMany('kind', search.kind));
  filters.push(...periodFilters('occurredAt', search, timeZone));
  if (search.actor) filters.push(['actorId', '=', search.actor]);
  if (search.targetType) filters.push(['targetType', '=', search.targetType]);
  if (search.targetId) filters.push(['targetId', '=', search.targetId]);
  if (search.q) filters.push(['search', 'like', search.q]);
  return filters;
}

export const auditListAttributes = (
  search: AuditSearch,
  organizationId: string,
  timeZone: string,
) => ({ resourceId: organizationId, filters: auditFilters(search, timeZone) });

export const auditQueries = {
  keys: { list: () => actionKeys.action(list) },
  pages: (attributes: ReturnType<typeof auditListAttributes>) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),
  entry: (id: string, organizationId: string) =>
    actionQueryOptions(api, list, {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: organizationId, filters: [['id', '=', id]] },
        },
      },
    }),
};
