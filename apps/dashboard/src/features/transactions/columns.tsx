/** The transactions table's columns: what each cell shows and which columns sort on the server. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createDataTableColumnHelper,
  IdText,
  type DataTableColumnDef,
  type DataTableColumnVisibility,
} from '@paydesk/ui';
import { cardBrandNames, payMethodLabels, transactionTypeLabels } from './labels';
import { formatAmount, signedAmount } from './money';
import type { TransactionRow } from './rows';
import { dateTimeMeta } from '../../shared/lists/columns';
import { ProviderStatus } from '../../shared/status';

const col = createDataTableColumnHelper<TransactionRow>();

/** Optional columns hidden until the user shows them. */
export const defaultColumnVisibility: DataTableColumnVisibility = { reference: false };

export interface ColumnContext {
  i18n: I18n;
  locale: string;
  formatDateTime: (instant: string) => string;
  projectNames: ReadonlyMap<string, string>;
}

/** `Visa •••• 4242` for cards (brand and last 4 only), the method's name otherwise. */
export function methodText(row: TransactionRow, i18n: I18n): string {
  const { card, payMethod } = row.transaction.attributes;
  if (card) return `${cardBrandNames[card.brand]} •••• ${card.last4}`;
  return i18n._(payMethodLabels[payMethod]);
}

export function transactionColumns({
  i18n,
  locale,
  formatDateTime,
  projectNames,
}: ColumnContext): DataTableColumnDef<TransactionRow>[] {
  const label = (descriptor: MessageDescriptor) => i18n._(descriptor);
  // A row mounts again each time it scrolls into view: its dates and amounts are formatted once per row (for these
  // columns, which change with the zone and language).
  const formatted = new WeakMap<TransactionRow, { createdAt: string; amount: string }>();
  const texts = (row: TransactionRow) => {
    let text = formatted.get(row);
    if (!text) {
      const { attributes } = row.transaction;
      text = {
        createdAt: formatDateTime(attributes.createdAt),
        amount: formatAmount(signedAmount(attributes), attributes.currency, locale),
      };
      formatted.set(row, text);
    }
    return text;
  };
  return col.columns([
    col.accessor((row) => row.transaction.attributes.createdAt, {
      id: 'createdAt',
      header: label(msg`Created`),
      cell: ({ row }) => texts(row.original).createdAt,
      enableHiding: false,
      meta: dateTimeMeta(formatDateTime, 190),
    }),
    col.accessor((row) => row.transaction.id, {
      id: 'id',
      header: label(msg`Transaction id`),
      cell: (info) => <IdText value={info.getValue()} copyable={false} size="sm" />,
      enableSorting: false,
      enableHiding: false,
      meta: { isRowHeader: true, width: 170 },
    }),
    col.accessor((row) => row.transaction.attributes.amount, {
      id: 'amount',
      header: label(msg`Amount`),
      cell: ({ row }) => texts(row.original).amount,
      meta: { numeric: true, width: 150 },
    }),
    col.accessor((row) => row.transaction.attributes.type, {
      id: 'type',
      header: label(msg`Type`),
      cell: ({ row }) => label(transactionTypeLabels[row.original.transaction.attributes.type]),
      enableSorting: false,
      meta: { width: 150 },
    }),
    col.accessor((row) => row.transaction.attributes.status, {
      id: 'status',
      header: label(msg`Status`),
      cell: (info) => <ProviderStatus vocabulary="filter" status={info.getValue()} size="sm" />,
      enableSorting: false,
      meta: { width: 170 },
    }),
    col.accessor((row) => row.transaction.attributes.result, {
      id: 'result',
      header: label(msg`Result`),
      cell: (info) => (
        <ProviderStatus vocabulary="transactionResult" status={info.getValue()} size="sm" />
      ),
      enableSorting: false,
      meta: { width: 130 },
    }),
    col.accessor((row) => methodText(row, i18n), {
      id: 'method',
      header: label(msg`Method`),
      enableSorting: false,
      meta: { width: 170 },
    }),
    col.accessor((row) => row.customer?.attributes.email ?? '', {
      id: 'customer',
      header: label(msg`Customer`),
      enableSorting: false,
      meta: { width: 200, grow: 2 },
    }),
    col.accessor((row) => row.transaction.relationships.project.data.id, {
      id: 'project',
      header: label(msg`Project`),
      cell: (info) => projectNames.get(info.getValue()) ?? info.getValue(),
      enableSorting: false,
      meta: { width: 150 },
    }),
    col.accessor((row) => row.transaction.attributes.referenceId ?? '', {
      id: 'reference',
      header: label(msg`Reference`),
      enableSorting: false,
      meta: { width: 160 },
    }),
  ]);
}
