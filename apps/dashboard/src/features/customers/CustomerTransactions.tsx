import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@paydesk/api-client';
import {
  Card,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  Heading,
  IdText,
  Stack,
} from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { customerQueries } from './queries';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';

const col = createDataTableColumnHelper<Transaction>();
/** About ten rows before the table scrolls. */
const TABLE_HEIGHT = 480;

/** The customer's transactions, newest first, each linking to its own page. */
export function CustomerTransactions({
  organizationId,
  customerId,
}: {
  organizationId: string;
  customerId: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const list = useInfiniteQuery(customerQueries.transactions(organizationId, customerId));
  const table = useInfiniteTable(list, {
    errorText: t`The transactions could not be loaded.`,
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
          meta: { isRowHeader: true, width: 180 },
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
          meta: { width: 180, grow: 0 },
        }),
        col.accessor((row) => row.attributes.result, {
          id: 'result',
          header: t`Result`,
          enableSorting: false,
          cell: (info) => (
            <ProviderStatus vocabulary="transactionResult" status={info.getValue()} size="sm" />
          ),
          meta: { width: 140, grow: 0 },
        }),
      ]),
    [t, formatDateTime, formatAmount],
  );

  return (
    <Card>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {t`Transactions`}
        </Heading>
        <DataTable
          aria-labelledby={headingId}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          getRowHref={(row) => `/transactions/${row.id}`}
          showColumnsMenu={false}
          height={TABLE_HEIGHT}
          emptyState={<EmptyState title={t`No transactions yet`} />}
        />
      </Stack>
    </Card>
  );
}
