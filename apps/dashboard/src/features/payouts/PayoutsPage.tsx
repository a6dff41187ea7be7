import { useLingui } from '@lingui/react/macro';
import { paymentCurrencies, payoutStatuses, type Payout } from '@paydesk/api-client';
import { createDataTableColumnHelper, IdText, Text, type FilterDefinition } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { datedListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { payoutFailureReasonLabels } from './labels';
import { payoutQueries } from './queries';
import { PAYOUT_DATE_FIELD, payoutSearchSchema, type PayoutSearch } from './search';

const route = getRouteApi('/_dashboard/payouts/');
const col = createDataTableColumnHelper<Payout>();

/** When a payout arrived, failed, or is expected. */
const arrivalOf = ({ attributes }: Payout) =>
  attributes.paidAt ?? attributes.failedAt ?? attributes.expectedAt;

/** The processing payouts of the selected organization: filters and sort in the URL, cursor pages. */
export function PayoutsPage() {
  const { t, i18n } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();

  const attributes = payoutQueries.attributesOf(search, organization.selected?.id ?? '', timeZone);
  const list = useInfiniteQuery(payoutQueries.pages(attributes));
  const table = useInfiniteTable(list, {
    errorText: t`The payouts could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { type: 'date', field: PAYOUT_DATE_FIELD, label: t`Created` },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: payoutStatuses.map((value) => ({ value, label: statusLabel(value, 'payout') })),
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

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: PAYOUT_DATE_FIELD,
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
          header: t`Payout`,
          enableSorting: false,
          cell: (info) => (
            <IdText value={info.getValue()} label={t`payout id`} size="sm" copyable={false} />
          ),
          meta: { isRowHeader: true, width: 160 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="payout" status={info.getValue()} size="sm" />,
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
        col.accessor(arrivalOf, {
          id: 'arrival',
          header: t`Paid, failed or expected`,
          enableSorting: false,
          cell: ({ row }) => {
            const { status, failureReason } = row.original.attributes;
            const at = formatDateTime(arrivalOf(row.original));
            if (status === 'failed' && failureReason)
              return (
                <Text truncate>
                  {at} · {i18n._(payoutFailureReasonLabels[failureReason])}
                </Text>
              );
            return status === 'paid' || status === 'failed' ? at : t`Expected ${at}`;
          },
          meta: { width: 320, grow: 2 },
        }),
        col.accessor((row) => row.attributes.reference, {
          id: 'reference',
          header: t`Reference`,
          enableSorting: false,
          cell: (info) => (
            <Text mono size="sm" truncate>
              {info.getValue()}
            </Text>
          ),
          meta: { width: 200 },
        }),
      ]),
    [t, i18n, formatDateTime, formatAmount],
  );

  const setSearch = (next: PayoutSearch) => void navigate({ search: next, replace: true });

  return (
    <ListPage
      title={t`Processing payouts`}
      description={t`Money sent from your available balance to your bank account, with when it arrives.`}
      filters={filterDefinitions}
      controls={datedListControls(search, setSearch, {
        dateField: PAYOUT_DATE_FIELD,
        schema: payoutSearchSchema,
        timeZone,
      })}
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/payouts/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No payouts yet`,
        description: t`Once settled money is available, it is paid out to your bank account and listed here.`,
      }}
      filteredEmptyTitle={t`No payouts match these filters`}
    />
  );
}
