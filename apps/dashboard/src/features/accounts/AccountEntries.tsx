import { useLingui } from '@lingui/react/macro';
import type { Account } from '@paydesk/api-client';
import { FiltersPanel, Heading, Stack } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useListFilters } from '../../shared/lists/filters';
import { ListTable } from '../../shared/lists/ListTable';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { entryColumns } from './entryColumns';
import { entryFilterDefinitions } from './entryFilterDefinitions';
import { accountQueries } from './queries';
import { entryFiltersOf, isFiltered, panelFiltersOf, searchFromPanel } from './search';

const route = getRouteApi('/_dashboard/accounts/$accountId');

/** An account's entries, newest first, filtered by the URL and paged from the server as the user scrolls. */
export function AccountEntries({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const headingId = useId();
  const { currency } = account.attributes;

  const filters = useMemo(() => entryFiltersOf(search, timeZone), [search, timeZone]);
  const list = useInfiniteQuery(accountQueries.entries({ resourceId: account.id, filters }));
  const table = useInfiniteTable(list, {
    errorText: t`The entries could not be loaded.`,
    rowsOf: pageRows,
  });
  const columns = useMemo(
    () => entryColumns({ i18n, formatDateTime, formatAmount }),
    [i18n, formatDateTime, formatAmount],
  );
  const filter = useListFilters();
  const definitions = useMemo(
    () => entryFilterDefinitions(filter, i18n, currency),
    [filter, i18n, currency],
  );
  const clearFilters = () => void navigate({ search: {}, replace: true });

  return (
    <Stack gap="md">
      <Heading level={2} id={headingId}>{t`Entries`}</Heading>
      <FiltersPanel
        filters={definitions}
        value={panelFiltersOf(search, timeZone)}
        onChange={(next) =>
          void navigate({ search: searchFromPanel(next, timeZone), replace: true })
        }
        timeZone={timeZone}
      />
      <ListTable
        aria-labelledby={headingId}
        columns={columns}
        {...table}
        showColumnsMenu={false}
        isFiltered={isFiltered(search)}
        clearFilters={clearFilters}
        empty={{
          title: t`No entries yet`,
          description: t`Captured payments, refunds, fees and payouts post entries here.`,
        }}
        filteredEmptyTitle={t`No entries match these filters`}
      />
    </Stack>
  );
}
