import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@paydesk/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  PageHeader,
  SearchField,
  Stack,
  Text,
} from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { formatAmounts, formatCount, formatRate } from '../../shared/figures/format';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { customerQueries } from './queries';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';

const route = getRouteApi('/_dashboard/customers/');
// The provider sorts (newest first); sorting only the loaded pages would mislead.
const col = createDataTableColumnHelper<Customer>();
/** Wait for a pause in typing before asking the provider. */
const SEARCH_DELAY_MS = 300;

/** The organization's customers, searched by name or email, with their figures. */
export function CustomersPage() {
  const { t } = useLingui();
  const { organizationId } = route.useRouteContext();
  const { q = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const locale = useIntlLocale();
  const { formatDateTime } = useDateFormat();
  const [text, setText] = useState(q);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => void navigate({ search: { q: text.trim() || undefined }, replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, navigate]);

  const list = useInfiniteQuery(customerQueries.pages(organizationId, q));
  const table = useInfiniteTable(list, {
    errorText: t`The customers could not be loaded.`,
    rowsOf: pageRows,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          enableSorting: false,
          header: t`Name`,
          meta: { isRowHeader: true, width: 180, grow: 2 },
        }),
        col.accessor((row) => row.attributes.email, {
          id: 'email',
          enableSorting: false,
          header: t`Email`,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { width: 220, grow: 2 },
        }),
        col.accessor((row) => row.attributes.totalTransactions, {
          id: 'totalTransactions',
          enableSorting: false,
          header: t`Transactions`,
          cell: (info) => formatCount(info.getValue(), locale),
          meta: { numeric: true, width: 130, grow: 0 },
        }),
        col.accessor((row) => row.attributes.failedRate, {
          id: 'failedRate',
          enableSorting: false,
          header: t`Failed rate`,
          cell: (info) => formatRate(info.getValue(), locale),
          meta: { numeric: true, width: 120, grow: 0 },
        }),
        col.accessor((row) => row.attributes.totalSpent, {
          id: 'totalSpent',
          enableSorting: false,
          header: t`Total spent`,
          cell: (info) => <Text truncate>{formatAmounts(info.getValue(), locale).join(', ')}</Text>,
          meta: { numeric: true, width: 200 },
        }),
        col.accessor((row) => row.attributes.createdAt, {
          id: 'createdAt',
          enableSorting: false,
          header: t`Created`,
          cell: (info) => formatDateTime(info.getValue()),
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
      ]),
    [t, locale, formatDateTime],
  );

  const clear = () => {
    setText('');
    void navigate({ search: {}, replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Customers`}
        description={t`The people who paid you, with what they spent and how often their payments failed.`}
      />
      <SearchField
        label={t`Search customers`}
        placeholder={t`Name or email`}
        value={text}
        onChange={setText}
        onClear={clear}
      />
      <DataTable
        aria-label={t`Customers`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/customers/${row.id}`}
        loadMoreMode="infinite"
        isFiltered={q !== ''}
        onClearFilters={clear}
        emptyState={
          <EmptyState
            title={t`No customers yet`}
            description={t`Customers appear here after their first payment.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No customers match this search`}
            onClearFilters={clear}
          />
        }
      />
    </Stack>
  );
}
