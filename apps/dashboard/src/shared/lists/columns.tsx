/**
 * The columns most lists share, built once so a date, an amount, a status or an id looks and sizes the same in
 * every table: `const column = useListColumns<Payout>()`, then `column.dateTime(…)`, `column.amount(…)`.
 */
import {
  createDataTableColumnHelper,
  IdText,
  Inline,
  Stack,
  Text,
  type DataTableColumnDef,
  type DataTableColumnMeta,
} from '@paydesk/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useFormatAmount } from '../money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../preferences';
import {
  ProviderStatus,
  type ProviderStatusProps,
  type StatusOf,
  type StatusVocabulary,
} from '../status';

/** A sum and its currency, as the contract's resources carry them. */
interface Money {
  amount: number;
  currency: string;
}

type Column<TRow extends RowData> = DataTableColumnDef<TRow>;

interface ActionsOptions {
  width?: number;
  /** The space between the buttons. */
  gap?: 'xs' | 'sm';
}

/** How a date-time column sizes: wide enough for the user's format's widest text, never growing. */
export const dateTimeMeta = (
  formatDateTime: (instant: string) => string,
  width = 180,
): DataTableColumnMeta => ({
  numeric: true,
  align: 'start',
  width,
  grow: 0,
  minContent: widestDateTime(formatDateTime),
});

export function useListColumns<TRow extends RowData>() {
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const { i18n } = useLingui();
  return useMemo(() => {
    const col = createDataTableColumnHelper<TRow>();
    /** A value of the row drawn by `render`, in a column the table does not sort (the server sorts lists). */
    const custom = <TValue,>(
      id: string,
      header: string,
      valueOf: (row: TRow) => TValue,
      render: (value: TValue, row: TRow) => ReactNode,
      meta: DataTableColumnMeta,
    ): Column<TRow> =>
      col.accessor(valueOf, {
        id,
        header,
        enableSorting: false,
        cell: (info) => render(info.getValue(), info.row.original),
        meta,
      });
    const truncatedText = (
      id: string,
      header: string,
      valueOf: (row: TRow) => string,
      meta: DataTableColumnMeta,
      weight?: 'medium',
    ): Column<TRow> =>
      custom(
        id,
        header,
        valueOf,
        (text) => (
          <Text truncate weight={weight}>
            {text}
          </Text>
        ),
        meta,
      );
    /** The row's buttons (edit, remove…) side by side, in a column that never sorts or hides. */
    const actions = (
      header: string,
      render: (row: TRow) => ReactNode,
      { width = 170, gap = 'xs' }: ActionsOptions = {},
    ): Column<TRow> =>
      col.display({
        id: 'actions',
        header,
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <Inline gap={gap} wrap={false}>
            {render(row.original)}
          </Inline>
        ),
        meta: { label: header, width, grow: 0 },
      });
    return {
      /** An instant in the user's time zone, wide enough for its whole text; `sortable` for the list's date. */
      dateTime: (
        id: string,
        header: string,
        valueOf: (row: TRow) => string | null | undefined,
        { sortable = false, emptyText = '—' }: { sortable?: boolean; emptyText?: string } = {},
      ): Column<TRow> =>
        col.accessor(valueOf, {
          id,
          header,
          enableSorting: sortable,
          cell: (info) => {
            const at = info.getValue();
            return at ? formatDateTime(at) : emptyText;
          },
          meta: dateTimeMeta(formatDateTime),
        }),
      /** An amount in its currency's format. */
      amount: (
        header: string,
        valueOf: (row: TRow) => Money,
        { id = 'amount', ...meta }: { id?: string } & DataTableColumnMeta = {},
      ): Column<TRow> =>
        custom(
          id,
          header,
          (row) => valueOf(row).amount,
          (amount, row) => formatAmount(amount, valueOf(row).currency),
          { numeric: true, width: 150, grow: 0, ...meta },
        ),
      /** The provider's status word as a badge of its vocabulary. */
      status: <V extends StatusVocabulary>(
        header: string,
        vocabulary: V,
        valueOf: (row: TRow) => StatusOf<V>,
        { id = 'status', width = 130 }: { id?: string; width?: number } = {},
      ): Column<TRow> =>
        custom(
          id,
          header,
          valueOf,
          (status) => {
            // The vocabulary and the status were typed together above; TypeScript cannot pair them again here.
            const badge = { vocabulary, status } as ProviderStatusProps;
            return <ProviderStatus {...badge} size="sm" />;
          },
          { width, grow: 0 },
        ),
      /** The row's id, which names the row for assistive technology. */
      id: (header: string, label: string, width = 160): Column<TRow> =>
        custom(
          'id',
          header,
          (row) => (row as { id: string }).id,
          (id) => <IdText value={id} label={label} size="sm" copyable={false} />,
          { isRowHeader: true, width },
        ),
      /** A reference or other code, in the monospace face. */
      reference: (
        header: string,
        valueOf: (row: TRow) => string,
        { id = 'reference', width = 200 }: { id?: string; width?: number } = {},
      ): Column<TRow> =>
        custom(
          id,
          header,
          valueOf,
          (reference) => (
            <Text mono size="sm" truncate>
              {reference}
            </Text>
          ),
          { width },
        ),
      /** Plain text, cut with an ellipsis when the column is narrower. */
      text: (
        id: string,
        header: string,
        valueOf: (row: TRow) => string,
        meta: DataTableColumnMeta = {},
      ): Column<TRow> => truncatedText(id, header, valueOf, { width: 200, ...meta }),
      /** The row's name: its header for assistive technology, in the medium weight, cut with an ellipsis. */
      name: (
        id: string,
        header: string,
        valueOf: (row: TRow) => string,
        meta: DataTableColumnMeta = {},
      ): Column<TRow> =>
        truncatedText(
          id,
          header,
          valueOf,
          { isRowHeader: true, width: 200, grow: 1, ...meta },
          'medium',
        ),
      /** `name` over a smaller, muted line that tells the row apart (an email, a key's prefix), cut alike. */
      nameWithDetail: (
        id: string,
        header: string,
        valueOf: (row: TRow) => string,
        detailOf: (row: TRow) => string,
        { mono = false, ...meta }: { mono?: boolean } & DataTableColumnMeta = {},
      ): Column<TRow> =>
        custom(
          id,
          header,
          valueOf,
          (name, row) => (
            <Stack gap="none">
              <Text truncate weight="medium">
                {name}
              </Text>
              <Text truncate mono={mono} size="sm" tone="muted">
                {detailOf(row)}
              </Text>
            </Stack>
          ),
          { isRowHeader: true, width: 200, grow: 1, ...meta },
        ),
      /** A value in the area's own words (its label table), never growing. */
      label: <V extends string>(
        id: string,
        header: string,
        valueOf: (row: TRow) => V,
        labels: Readonly<Record<V, MessageDescriptor>>,
        width: number,
      ): Column<TRow> =>
        custom(id, header, valueOf, (value) => <Text>{i18n._(labels[value])}</Text>, {
          width,
          grow: 0,
        }),
      /** A yes-or-no setting in the area's words (`On`/`Off`, `Enabled`/`Disabled`), the "no" muted. */
      onOff: (
        id: string,
        header: string,
        valueOf: (row: TRow) => boolean,
        [onText, offText]: readonly [string, string],
        width = 90,
      ): Column<TRow> =>
        custom(
          id,
          header,
          valueOf,
          (on) => <Text tone={on ? undefined : 'muted'}>{on ? onText : offText}</Text>,
          { width, grow: 0 },
        ),
      /** A value the area draws itself (its badge, a code with its name…), in a column the table does not sort. */
      custom,
      actions,
      /** The actions column where the user may change the rows, none where they may only read them. */
      actionsIf: (
        allowed: boolean,
        header: string,
        render: (row: TRow) => ReactNode,
        options?: ActionsOptions,
      ): Column<TRow>[] => (allowed ? [actions(header, render, options)] : []),
    };
  }, [formatDateTime, formatAmount, i18n]);
}
