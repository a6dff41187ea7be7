import { FlexRender, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import type { ColumnLayout, DataTableRow } from './columns';
import * as styles from './DataTable.css';
import { RowLink } from './RowLink';

export interface BodyRowProps<TData extends RowData> {
  row: DataTableRow<TData>;
  index: number;
  offset: number;
  isSelected: boolean;
  activeCol: number;
  /** Changes when columns are shown or hidden, so memoized rows re-render. */
  columnLayout: ReadonlyArray<ColumnLayout>;
  href: string | undefined;
  isActionable: boolean;
  selectable: boolean;
}

function BodyRowImpl<TData extends RowData>({
  row,
  index,
  offset,
  isSelected,
  activeCol,
  columnLayout,
  href,
  isActionable,
  selectable,
}: BodyRowProps<TData>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      data-row={index + 1}
      data-selected={isSelected || undefined}
      data-actionable={isActionable || undefined}
      className={styles.bodyRow}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {row.getVisibleCells().map((cell, colIndex) => {
        const layout = columnLayout[colIndex];
        const content = <FlexRender cell={cell} />;
        return (
          <div
            key={cell.id}
            role={layout?.isRowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={colIndex + 1}
            data-col={colIndex}
            // In an ARIA grid every cell, row headers included, is a focus target of the roving tab stop.
            tabIndex={activeCol === colIndex ? 0 : -1}
            className={layout?.className}
          >
            {layout?.isRowHeader && href ? (
              <RowLink href={href}>{content}</RowLink>
            ) : layout?.isSelect ? (
              content
            ) : (
              <span className={styles.cellText}>{content}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Rows re-render only when what they show changes (selection, focus, columns, their data item). New data rebuilds
 * every row object (TanStack Table's row model), so each page of an infinite list would
 * re-render every mounted row. A row showing the same data item, with nothing else changed, is left as it is.
 * Column changes re-render rows through `columnLayout`, which follows the column definitions.
 */
function isSameRow<TData extends RowData>(
  previous: BodyRowProps<TData>,
  next: BodyRowProps<TData>,
): boolean {
  for (const key of Object.keys(next) as Array<keyof BodyRowProps<TData>>) {
    if (key !== 'row' && !Object.is(previous[key], next[key])) return false;
  }
  return previous.row.id === next.row.id && previous.row.original === next.row.original;
}

/** One data row at its offset in the list; its cells are the grid's roving focus targets. */
export const BodyRow = memo(BodyRowImpl, isSameRow) as typeof BodyRowImpl;
