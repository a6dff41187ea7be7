import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@paydesk/api-client';
import { Card, createDataTableColumnHelper, DataTable, EmptyState } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { transactionQueries, type TransactionOwner } from './queries';

const col = createDataTableColumnHelper<Transaction>();
/** About ten rows before the table scrolls. */
const TABLE_HEIGHT = 440;

export interface OwnedTransactionsProps {
  organizationId: string;
  owner: TransactionOwner;
  title: string;
  empty: { title: string; description?: string };
  /** The last column: the result (a customer's history) or the card paid with (a link's payments). */
  detail: 'result' | 'card';
}

/**
 * The transactions of one customer or payment link, newest first, in a card on its page; each row opens the
 * transaction.
 */
export function OwnedTransactions({
  organizationId,
  owner,
  title,
  empty,
  detail,
}: OwnedTransactionsProps) {
  const { t } = useLingui();
  const column = useListColumns<Transaction>();
  const list = useInfiniteQuery(transactionQueries.of(organizationId, owner));
  const table = useInfiniteTable(list, {
    errorText: t`The transactions could not be loaded.`,
    rowsOf: pageRows,
  });

  const columns = useMemo(
    () => [
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
      column.id(t`Transaction`, t`transaction id`, 190),
      column.amount(t`Amount`, (row) => row.attributes),
      column.status(t`Status`, 'filter', (row) => row.attributes.status, { width: 170 }),
      detail === 'result'
        ? column.status(t`Result`, 'transactionResult', (row) => row.attributes.result, {
            id: 'result',
            width: 140,
          })
        : col.accessor((row) => row.attributes.card?.last4 ?? '', {
            id: 'card',
            header: t`Card`,
            enableSorting: false,
            cell: (info) => (info.getValue() ? `•••• ${info.getValue()}` : ''),
            meta: { width: 120, grow: 0 },
          }),
    ],
    [t, column, detail],
  );

  return (
    <Card title={title} padding="none">
      <DataTable
        aria-label={title}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/transactions/${encodeURIComponent(row.id)}`}
        showColumnsMenu={false}
        height={TABLE_HEIGHT}
        emptyState={<EmptyState {...empty} />}
      />
    </Card>
  );
}
