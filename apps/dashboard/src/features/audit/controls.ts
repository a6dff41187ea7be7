/**
 * The audit trail's list controls: kinds and the period in the filters panel, the text in the search box, the
 * actor and target from an entry's links — all in the URL. The panel keeps what it does not show.
 */
import { auditKinds } from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import { dayOf, periodPanelFilters } from '../../shared/lists/filterParts';
import { panelValues } from '../../shared/lists/filterValues';
import type { ListControls } from '../../shared/lists/ListPage';
import type { AuditSearch } from './search';

export const AUDIT_DATE_FIELD = 'occurredAt';

export function auditControls(
  search: AuditSearch,
  setSearch: (next: AuditSearch) => void,
  timeZone: string,
): ListControls {
  const filterValue: ListFilter[] = [
    ...(search.kind?.length
      ? [{ field: 'kind', operator: 'in' as const, value: [...search.kind] }]
      : []),
    ...periodPanelFilters(AUDIT_DATE_FIELD, search, timeZone),
  ];
  return {
    filterValue,
    onFilterChange: (next) => {
      const bound = (operator: string) => {
        const found = next.find(
          (filter) => filter.field === AUDIT_DATE_FIELD && filter.operator === operator,
        );
        return found ? dayOf(found.value, timeZone) : undefined;
      };
      setSearch({
        ...search,
        kind: panelValues(next, 'kind', auditKinds),
        from: bound('gte'),
        to: bound('lte'),
        entry: undefined,
      });
    },
    isFiltered: Boolean(
      search.kind ||
      search.from ||
      search.to ||
      search.actor ||
      search.targetType ||
      search.targetId ||
      search.q,
    ),
    clearFilters: () => setSearch({}),
    query: search.q ?? '',
    onQueryChange: (q) => setSearch({ ...search, q: q || undefined, entry: undefined }),
  };
}
