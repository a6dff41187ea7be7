/** An account's entries table: when, why, which bucket, the signed amount, the running balance and its source. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerEntry } from '@paydesk/api-client';
import { createDataTableColumnHelper, IdText, Link, type DataTableColumnDef } from '@paydesk/ui';
import { dateTimeMeta } from '../../shared/lists/columns';
import { bucketLabels } from '../balances';
import { directionLabels, reasonLabels } from './labels';
import * as styles from './entryColumns.css';
import { entrySource } from './entrySource';

const col = createDataTableColumnHelper<LedgerEntry>();

export interface EntryColumnContext {
  i18n: I18n;
  formatDateTime: (instant: string) => string;
  formatAmount: (minor: number, currency: string) => string;
}

/** Debits are negative: the sign says which way, not only a colour. */
export const signedEntryAmount = (entry: LedgerEntry['attributes']): number =>
  entry.direction === 'debit' ? -entry.amount : entry.amount;

export function entryColumns({
  i18n,
  formatDateTime,
  formatAmount,
}: EntryColumnContext): DataTableColumnDef<LedgerEntry>[] {
  return col.columns([
    col.accessor((row) => row.attributes.createdAt, {
      id: 'createdAt',
      header: i18n._(msg`Created`),
      cell: (info) => formatDateTime(info.getValue()),
      enableSorting: false,
      meta: dateTimeMeta(formatDateTime),
    }),
    col.accessor((row) => row.id, {
      id: 'id',
      header: i18n._(msg`Entry`),
      cell: (info) => (
        <IdText value={info.getValue()} label={i18n._(msg`entry id`)} size="sm" copyable={false} />
      ),
      enableSorting: false,
      meta: { isRowHeader: true, width: 140 },
    }),
    col.accessor((row) => row.attributes.reason, {
      id: 'reason',
      header: i18n._(msg`Reason`),
      cell: ({ row }) => i18n._(reasonLabels[row.original.attributes.reason]),
      enableSorting: false,
      meta: { width: 150, grow: 1 },
    }),
    col.accessor((row) => row.attributes.bucket, {
      id: 'bucket',
      header: i18n._(msg`Bucket`),
      cell: ({ row }) => i18n._(bucketLabels[row.original.attributes.bucket]),
      enableSorting: false,
      meta: { width: 100, grow: 0 },
    }),
    col.accessor((row) => row.attributes.direction, {
      id: 'direction',
      header: i18n._(msg`Direction`),
      cell: ({ row }) => i18n._(directionLabels[row.original.attributes.direction]),
      enableSorting: false,
      meta: { width: 90, grow: 0 },
    }),
    col.accessor((row) => signedEntryAmount(row.attributes), {
      id: 'amount',
      header: i18n._(msg`Amount`),
      cell: (info) => formatAmount(info.getValue(), info.row.original.attributes.currency),
      enableSorting: false,
      meta: { numeric: true, width: 140, grow: 0 },
    }),
    col.accessor((row) => row.attributes.balanceAfter, {
      id: 'balanceAfter',
      header: i18n._(msg`Balance after`),
      cell: (info) => formatAmount(info.getValue(), info.row.original.attributes.currency),
      enableSorting: false,
      meta: { numeric: true, width: 150, grow: 0 },
    }),
    col.display({
      id: 'source',
      header: i18n._(msg`Source`),
      cell: ({ row }) => {
        const source = entrySource(row.original.attributes);
        if (!source) return null;
        return (
          <Link href={source.href} aria-label={i18n._(source.label)} className={styles.source}>
            <IdText value={source.id} size="sm" copyable={false} />
          </Link>
        );
      },
      meta: { width: 200, grow: 1 },
    }),
  ]);
}
