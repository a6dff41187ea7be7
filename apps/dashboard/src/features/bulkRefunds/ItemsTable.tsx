/**
 * The items of a bulk refund, in a dry run or a job: the transaction (a link to it), the amount, where it is and,
 * when refused, why.
 */
import { useLingui } from '@lingui/react/macro';
import {
  createDataTableColumnHelper,
  DataTable,
  IdText,
  StatusBadge,
  Text,
  type BadgeTone,
} from '@paydesk/ui';
import { useMemo } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';

export interface ItemRow {
  transactionId: string;
  amount: number | null;
  currency: string | null;
  status: { label: string; tone: BadgeTone };
  reason: string | null;
}

const col = createDataTableColumnHelper<ItemRow>();
const rowId = (row: ItemRow, index: number) => `${row.transactionId}#${index}`;
const rowHref = (row: ItemRow) => `/transactions/${encodeURIComponent(row.transactionId)}`;

export function ItemsTable({
  label,
  rows,
  height,
}: {
  label: string;
  rows: readonly ItemRow[];
  height: number | string;
}) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.transactionId, {
          id: 'transaction',
          header: t`Transaction`,
          enableSorting: false,
          cell: (info) => (
            <IdText value={info.getValue()} label={t`Transaction`} size="sm" copyable={false} />
          ),
          meta: { isRowHeader: true, width: 190 },
        }),
        col.accessor((row) => row.amount, {
          id: 'amount',
          header: t`Amount`,
          enableSorting: false,
          cell: ({ row }) =>
            row.original.amount === null || row.original.currency === null
              ? '—'
              : formatAmount(row.original.amount, row.original.currency),
          meta: { numeric: true, width: 120, grow: 0 },
        }),
        col.accessor((row) => row.status.label, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: ({ row }) => (
            <StatusBadge tone={row.original.status.tone} size="sm">
              {row.original.status.label}
            </StatusBadge>
          ),
          meta: { width: 150, grow: 0 },
        }),
        col.accessor((row) => row.reason ?? '', {
          id: 'reason',
          header: t`Reason`,
          enableSorting: false,
          cell: (info) => <Text size="sm">{info.getValue()}</Text>,
          meta: { width: 220 },
        }),
      ]),
    [t, formatAmount],
  );
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      data={rows}
      getRowId={rowId}
      getRowHref={rowHref}
      height={height}
      showColumnsMenu={false}
    />
  );
}
