import { useLingui } from '@lingui/react/macro';
import {
  disputeReasonCodes,
  disputeReasons,
  disputeStates,
  type Dispute,
} from '@paydesk/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  FiltersPanel,
  IdText,
  PageHeader,
  Stack,
  Text,
  type DataTableSorting,
  type FilterDefinition,
} from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { Deadline } from './Deadline';
import { disputeQueries } from './queries';
import {
  DEFAULT_DISPUTE_SORT,
  disputeFilters,
  fromPanelFilters,
  toPanelFilters,
  type DisputeSort,
  type DisputeSortField,
} from './search';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';

const route = getRouteApi('/_dashboard/disputes/');
const col = createDataTableColumnHelper<Dispute>();
const sortable: readonly string[] = ['createdAt', 'amount', 'responseDeadline'];

const toSorting = (sort: DisputeSort): DataTableSorting => [
  { id: sort.replace(/^-/, ''), desc: sort.startsWith('-') },
];

/** The disputes of the selected organization: filters and sort in the URL, cursor pages from the server. */
export function DisputesPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();

  const sort = search.sort ?? DEFAULT_DISPUTE_SORT;
  const filters = useMemo(() => disputeFilters(search), [search]);
  const list = useInfiniteQuery(
    disputeQueries.pages({ resourceId: organization.selected?.id ?? '', filters, sort }),
  );
  const table = useInfiniteTable(list, {
    errorText: t`The disputes could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'enum',
        field: 'state',
        label: t`State`,
        options: disputeStates.map((state) => ({
          value: state,
          label: statusLabel(state, 'dispute'),
        })),
      },
      {
        type: 'enum',
        field: 'reasonCode',
        label: t`Reason`,
        options: disputeReasonCodes.map((code) => ({
          value: code,
          label: `${code} · ${disputeReasons[code].description}`,
        })),
      },
    ],
    [t, statusLabel],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: 'createdAt',
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
        col.accessor((row) => row.id, {
          id: 'id',
          header: t`Dispute`,
          enableSorting: false,
          cell: (info) => (
            <IdText value={info.getValue()} label={t`dispute id`} size="sm" copyable={false} />
          ),
          meta: { isRowHeader: true, width: 160 },
        }),
        col.accessor((row) => row.attributes.state, {
          id: 'state',
          header: t`State`,
          enableSorting: false,
          cell: (info) => (
            <ProviderStatus vocabulary="dispute" status={info.getValue()} size="sm" />
          ),
          meta: { width: 190, grow: 0 },
        }),
        col.accessor((row) => row.attributes.reasonCode, {
          id: 'reason',
          header: t`Reason`,
          enableSorting: false,
          cell: ({ row }) => (
            <Text truncate>
              <Text mono>{row.original.attributes.reasonCode}</Text>{' '}
              {row.original.attributes.reasonDescription}
            </Text>
          ),
          meta: { width: 240, grow: 2 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 150, grow: 0 },
        }),
        col.accessor((row) => row.attributes.responseDeadline, {
          id: 'responseDeadline',
          header: t`Response deadline`,
          cell: (info) => <Deadline deadline={info.getValue()} />,
          meta: { width: 290, grow: 0 },
        }),
      ]),
    [t, formatDateTime, formatAmount],
  );

  const setSearch = (next: typeof search) => void navigate({ search: next, replace: true });
  const onSortingChange = (sorting: DataTableSorting) => {
    const first = sorting[0];
    const field = first && sortable.includes(first.id) ? (first.id as DisputeSortField) : undefined;
    setSearch({
      ...search,
      sort: field ? ((first?.desc ? `-${field}` : field) as DisputeSort) : undefined,
    });
  };
  const clearFilters = () => setSearch({ sort: search.sort });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Disputes`}
        description={t`Chargebacks and other disputes raised by card holders, with what they need from you and by when.`}
      />
      <FiltersPanel
        filters={filterDefinitions}
        value={toPanelFilters(search)}
        onChange={(next) => setSearch(fromPanelFilters(next, search))}
        timeZone={timeZone}
      />
      <DataTable
        aria-label={t`Disputes`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/disputes/${row.id}`}
        sorting={toSorting(sort)}
        onSortingChange={onSortingChange}
        manualSorting
        loadMoreMode="infinite"
        isFiltered={filters.length > 0}
        onClearFilters={clearFilters}
        emptyState={
          <EmptyState
            title={t`No disputes`}
            description={t`When a card holder disputes a payment, it appears here with its response deadline.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No disputes match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
    </Stack>
  );
}
