import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@paydesk/api-client';
import { Card, createDataTableColumnHelper, DataTable, EmptyState, IdText } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { paymentLinkQueries } from './queries';

const col = createDataTableColumnHelper<Transaction>();
/** About eight rows before the table scrolls. */
const TABLE_HEIGHT = 400;

/** The payments made through a link (declined ones included), newest first, each linking to its transaction. */
export function PaymentLinkPayments({
  organizationId,
  linkId,
}: {
  organizationId: string;
  linkId: string;
}) {
  const { t } = useLingui();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const list = useInfiniteQuery(paymentLinkQueries.payments(organizationId, linkId));
  const table = useInfiniteTable(list, {
    errorText: t`The payments could not be loaded.`,
    rowsOf: pageRows,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: 'createdAt',
          header: t`Created`,
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue()),
          meta: { numeric: true, align: 'start', width: 180, grow: 0 },
        }),
        col.accessor((row) => row.id, {
          id: 'id',
          header: t`Transaction`,
          enableSorting: false,
          cell: (info) => <IdText value={info.getValue()} size="sm" copyable={false} />,
          meta: { isRowHeader: true, width: 200 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          enableSorting: false,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 150, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="filter" status={info.getValue()} size="sm" />,
          meta: { width: 160, grow: 0 },
        }),
        col.accessor((row) => row.attributes.card?.last4 ?? '', {
          id: 'card',
          header: t`Card`,
          enableSorting: false,
          cell: (info) => (info.getValue() ? `•••• ${info.getValue()}` : ''),
          meta: { width: 120, grow: 0 },
        }),
      ]),
    [t, formatDateTime, formatAmount],
  );

  return (
    <Card title={t`Payments`} padding="none">
      <DataTable
        aria-label={t`Payments`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/transactions/${row.id}`}
        showColumnsMenu={false}
        height={TABLE_HEIGHT}
        emptyState={
          <EmptyState
            title={t`No payments yet`}
            description={t`Payments made on the link's page appear here.`}
          />
        }
      />
    </Card>
  );
}
