import { useLingui } from '@lingui/react/macro';
import { DataTable, FiltersPanel, Inline, PageHeader, Stack } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { useDateFormat } from '../../shared/preferences';
import { defaultColumnVisibility, transactionColumns } from './columns';
import { ExportButton } from './ExportButton';
import { transactionFilterDefinitions } from './filterDefinitions';
import { BulkRefundActions } from '../bulkRefunds';
import { useProjectNames } from '../projects';
import { transactionQueries } from './queries';
import { rowsOfPages, type TransactionRow } from './rows';
import { transactionListAttributes, type TransactionsSearch } from './search';
import { useColumnVisibility } from './useColumnVisibility';
import { useRowSelection } from './useRowSelection';
import { useSearchControls } from './useSearchControls';
import { useTransactionsScope } from './useTransactionsScope';
import { ListSearchField } from '../../shared/lists/ListSearchField';
import { useListFilters } from '../../shared/lists/filters';
import { ListViews } from '../../shared/lists/ListViews';
import { useInfiniteTable } from '../../shared/lists/useInfiniteTable';

const route = getRouteApi('/_dashboard/transactions/');

/** The table fills the window below the header and toolbar. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
const TABLE_HEIGHT = 'calc(100vh - 260px)';

const rowId = (row: TransactionRow) => row.transaction.id;
const rowHref = (row: TransactionRow) => `/transactions/${encodeURIComponent(row.transaction.id)}`;

/** /transactions: the organization's transactions, filtered, sorted and searched from the URL. */
export function TransactionsPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { organizationId, userId, permissions } = useTransactionsScope();
  // Rows are selected for a bulk refund, offered to who may refund.
  const canRefund = permissions.has('refund.write');
  const { formatDateTime, timeZone } = useDateFormat();
  const filter = useListFilters();
  const projectNames = useProjectNames();
  const locale = useIntlLocale();

  const attributes = useMemo(
    () => transactionListAttributes(search, organizationId, timeZone),
    [search, organizationId, timeZone],
  );
  const list = useInfiniteQuery(transactionQueries.pages(attributes));
  const { rowSelection, setRowSelection, selectedIds } = useRowSelection(
    JSON.stringify(attributes),
  );
  const table = useInfiniteTable(list, {
    errorText: t`The transactions could not be loaded.`,
    rowsOf: rowsOfPages,
  });

  const setSearch = useCallback(
    (update: (current: TransactionsSearch) => TransactionsSearch, replace = false) =>
      void navigate({ search: update, replace }),
    [navigate],
  );

  const columns = useMemo(
    () => transactionColumns({ i18n, locale, formatDateTime, projectNames }),
    [i18n, locale, formatDateTime, projectNames],
  );
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    userId,
    defaultColumnVisibility,
  );
  const { sort, panel, onSearch, clearing } = useSearchControls(search, setSearch, timeZone);

  const filterDefinitions = useMemo(
    () => transactionFilterDefinitions(filter, i18n, search.currency),
    [filter, i18n, search.currency],
  );

  // The header and toolbar are kept while pages of rows arrive: a new page re-renders the table, not them.
  const header = useMemo(
    () => (
      <PageHeader
        title={t`Transactions`}
        actions={
          <Inline gap="sm" align="center">
            {canRefund && (
              <BulkRefundActions organizationId={organizationId} selectedIds={selectedIds} />
            )}
            <ExportButton attributes={attributes} />
          </Inline>
        }
      />
    ),
    [t, attributes, canRefund, organizationId, selectedIds],
  );
  const toolbar = useMemo(
    () => (
      <Inline gap="sm" align="center" wrap>
        <ListSearchField
          label={t`Search by id or reference`}
          value={search.q ?? ''}
          onChange={onSearch}
        />
        <FiltersPanel filters={filterDefinitions} {...panel} timeZone={timeZone} />
        <ListViews columns={columnVisibility} onColumnsChange={setColumnVisibility} />
      </Inline>
    ),
    [
      t,
      search.q,
      onSearch,
      filterDefinitions,
      panel,
      timeZone,
      columnVisibility,
      setColumnVisibility,
    ],
  );

  return (
    <Stack gap="lg">
      {header}
      <DataTable
        aria-label={t`Transactions`}
        columns={columns}
        {...table}
        getRowId={rowId}
        getRowHref={rowHref}
        selectionMode={canRefund ? 'multiple' : 'none'}
        rowSelection={rowSelection}
        onRowSelectionChange={setRowSelection}
        manualSorting
        {...sort}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={setColumnVisibility}
        {...clearing}
        loadMoreMode="infinite"
        height={TABLE_HEIGHT}
        toolbar={toolbar}
      />
    </Stack>
  );
}
