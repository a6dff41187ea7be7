import { useLingui } from '@lingui/react/macro';
import {
  disputeReasonCodes,
  disputeReasons,
  disputeStates,
  type Dispute,
} from '@paydesk/api-client';
import {
  createDataTableColumnHelper,
  Text,
  type DataTableSorting,
  type FilterDefinition,
} from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useListFilters } from '../../shared/lists/filters';
import { ListPage, type ListControls } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { Deadline } from './Deadline';
import { disputeQueries } from './queries';
import {
  DEFAULT_DISPUTE_SORT,
  disputeFilters,
  dueWithinChoices,
  fromPanelFilters,
  toPanelFilters,
  type DisputeSort,
  type DisputeSortField,
} from './search';

const route = getRouteApi('/_dashboard/disputes/');
const col = createDataTableColumnHelper<Dispute>();
const sortable: readonly string[] = ['createdAt', 'amount', 'responseDeadline'];

const toSorting = (sort: DisputeSort): DataTableSorting => [
  { id: sort.replace(/^-/, ''), desc: sort.startsWith('-') },
];

/** The disputes of the selected organization: filters and sort in the URL, cursor pages from the server. */
export function DisputesPage() {
  const { t } = useLingui();
  const { organization, search, setSearch } = useListRoute(route);
  const column = useListColumns<Dispute>();
  const filter = useListFilters();

  const sort = search.sort ?? DEFAULT_DISPUTE_SORT;
  const filters = useMemo(() => disputeFilters(search), [search]);
  const table = useInfiniteList(
    disputeQueries.pages({ resourceId: organization.selected?.id ?? '', filters, sort }),
    t`The disputes could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.status('dispute', disputeStates, { field: 'state', label: t`State` }),
      {
        type: 'enum',
        field: 'reasonCode',
        label: t`Reason`,
        options: disputeReasonCodes.map((code) => ({
          value: code,
          label: `${code} · ${disputeReasons[code].description}`,
        })),
      },
      {
        // Time left: disputes still waiting for the merchant, due within so many days (the provider's clock).
        type: 'enum',
        field: 'dueWithinDays',
        label: t`Due within`,
        options: dueWithinChoices.map((days) => ({
          value: days,
          label: days === '1' ? t`1 day` : t`${days} days`,
        })),
      },
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt, {
        sortable: true,
      }),
      column.id(t`Dispute`, t`dispute id`),
      column.status(t`State`, 'dispute', (row) => row.attributes.state, {
        id: 'state',
        width: 190,
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
      { ...column.amount(t`Amount`, (row) => row.attributes), enableSorting: true },
      col.accessor((row) => row.attributes.responseDeadline, {
        id: 'responseDeadline',
        // Sorting by it sorts by time left: the nearest deadline first (ascending).
        header: t`Time left`,
        cell: (info) => <Deadline deadline={info.getValue()} />,
        meta: { width: 290, grow: 0 },
      }),
    ],
    [t, column],
  );

  const onSortingChange = (sorting: DataTableSorting) => {
    const first = sorting[0];
    const field = first && sortable.includes(first.id) ? (first.id as DisputeSortField) : undefined;
    setSearch({
      ...search,
      sort: field ? ((first?.desc ? `-${field}` : field) as DisputeSort) : undefined,
    });
  };

  const controls: ListControls = {
    filterValue: toPanelFilters(search),
    onFilterChange: (next) => setSearch(fromPanelFilters(next, search)),
    isFiltered: filters.length > 0,
    clearFilters: () => setSearch({ sort: search.sort }),
    sorting: toSorting(sort),
    onSortingChange,
  };

  return (
    <ListPage
      title={t`Disputes`}
      description={t`Chargebacks and other disputes raised by card holders, with what they need from you and by when.`}
      filters={filterDefinitions}
      controls={controls}
      columns={columns}
      table={table}
      getRowHref={(row) => `/disputes/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No disputes`,
        description: t`When a card holder disputes a payment, it appears here with its response deadline.`,
      }}
      filteredEmptyTitle={t`No disputes match these filters`}
    />
  );
}
