import { useLingui } from '@lingui/react/macro';
import {
  paymentCurrencies,
  rollingReserveStatuses,
  type RollingReserve,
} from '@paydesk/api-client';
import { createDataTableColumnHelper, IdText, type FilterDefinition } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { datedListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { rollingReserveQueries } from './queries';
import {
  RESERVE_DATE_FIELD,
  rollingReserveSearchSchema,
  type RollingReserveSearch,
} from './search';

const route = getRouteApi('/_dashboard/rollings/');
const col = createDataTableColumnHelper<RollingReserve>();

/** The rolling reserves of the selected organization: held from each settlement, latest release first. */
export function RollingReservesPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();

  const attributes = rollingReserveQueries.attributesOf(
    search,
    organization.selected?.id ?? '',
    timeZone,
  );
  const list = useInfiniteQuery(rollingReserveQueries.pages(attributes));
  const table = useInfiniteTable(list, {
    errorText: t`The rolling reserves could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { type: 'date', field: RESERVE_DATE_FIELD, label: t`Release date` },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: rollingReserveStatuses.map((value) => ({
          value,
          label: statusLabel(value, 'rollingReserve'),
        })),
      },
      {
        type: 'enum',
        field: 'currency',
        label: t`Currency`,
        options: paymentCurrencies.map((value) => ({ value, label: value })),
      },
    ],
    [t, statusLabel],
  );

  const columns = useMemo(() => {
    const dateMeta = {
      numeric: true,
      align: 'start',
      width: 180,
      grow: 0,
      minContent: widestDateTime(formatDateTime),
    } as const;
    return col.columns([
      col.accessor((row) => row.attributes.releaseAt, {
        id: RESERVE_DATE_FIELD,
        header: t`Release date`,
        cell: (info) => formatDateTime(info.getValue()),
        meta: dateMeta,
      }),
      col.accessor((row) => row.id, {
        id: 'id',
        header: t`Reserve`,
        enableSorting: false,
        cell: (info) => (
          <IdText value={info.getValue()} label={t`reserve id`} size="sm" copyable={false} />
        ),
        meta: { isRowHeader: true, width: 170 },
      }),
      col.accessor((row) => row.attributes.status, {
        id: 'status',
        header: t`Status`,
        enableSorting: false,
        cell: (info) => (
          <ProviderStatus vocabulary="rollingReserve" status={info.getValue()} size="sm" />
        ),
        meta: { width: 120, grow: 0 },
      }),
      col.accessor((row) => row.attributes.amount, {
        id: 'amount',
        header: t`Amount`,
        enableSorting: false,
        cell: ({ row }) =>
          formatAmount(row.original.attributes.amount, row.original.attributes.currency),
        meta: { numeric: true, width: 150, grow: 0 },
      }),
      col.accessor((row) => row.attributes.periodStart.slice(0, 10), {
        id: 'period',
        header: t`Held from the settlement of`,
        enableSorting: false,
        meta: { numeric: true, align: 'start', width: 200, grow: 0 },
      }),
      col.accessor((row) => row.attributes.heldAt, {
        id: 'heldAt',
        header: t`Held`,
        enableSorting: false,
        cell: (info) => formatDateTime(info.getValue()),
        meta: dateMeta,
      }),
    ]);
  }, [t, formatDateTime, formatAmount]);

  const setSearch = (next: RollingReserveSearch) => void navigate({ search: next, replace: true });

  return (
    <ListPage
      title={t`Rolling reserves`}
      description={t`A share of each settlement held back for a while, and when it is released to your available balance.`}
      filters={filterDefinitions}
      controls={datedListControls(search, setSearch, {
        dateField: RESERVE_DATE_FIELD,
        schema: rollingReserveSearchSchema,
        timeZone,
      })}
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/rollings/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No rolling reserves`,
        description: t`When your contract holds back a share of each settlement, the amounts held and their release dates appear here.`,
      }}
      filteredEmptyTitle={t`No rolling reserves match these filters`}
    />
  );
}
