import { useLingui } from '@lingui/react/macro';
import { payoutStatuses, type Payout } from '@paydesk/api-client';
import { createDataTableColumnHelper, Text, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useDatedListPage } from '../../shared/lists/useDatedListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useDateFormat } from '../../shared/preferences';
import { payoutFailureReasonLabels } from './labels';
import { payoutQueries } from './queries';
import { PAYOUT_DATE_FIELD, payoutSearchSchema } from './search';

const route = getRouteApi('/_dashboard/payouts/');
const col = createDataTableColumnHelper<Payout>();

/** When a payout arrived, failed, or is expected. */
const arrivalOf = ({ attributes }: Payout) =>
  attributes.paidAt ?? attributes.failedAt ?? attributes.expectedAt;

/** The processing payouts of the selected organization: filters and sort in the URL, cursor pages. */
export function PayoutsPage() {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { column, filter, tableProps } = useDatedListPage(
    useListRoute(route),
    { queries: payoutQueries, schema: payoutSearchSchema },
    t`The payouts could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.period(PAYOUT_DATE_FIELD, t`Created`),
      filter.status('payout', payoutStatuses),
      filter.currency(),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime(PAYOUT_DATE_FIELD, t`Created`, (row) => row.attributes.createdAt, {
        sortable: true,
      }),
      column.id(t`Payout`, t`payout id`),
      column.status(t`Status`, 'payout', (row) => row.attributes.status, { width: 120 }),
      column.amount(t`Amount`, (row) => row.attributes),
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
      column.reference(t`Reference`, (row) => row.attributes.reference),
    ],
    [t, i18n, column, formatDateTime],
  );

  return (
    <ListPage
      title={t`Processing payouts`}
      description={t`Money sent from your available balance to your bank account, with when it arrives.`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      getRowHref={(row) => `/payouts/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No payouts yet`,
        description: t`Once settled money is available, it is paid out to your bank account and listed here.`,
      }}
      filteredEmptyTitle={t`No payouts match these filters`}
    />
  );
}
