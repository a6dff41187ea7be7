import type { RowData } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { columnMeta, type ColumnLayout, type DataTableColumn } from './columns';
import { knownWidths, learnWidths } from './contentWidthMemory';
import { sizer, sizerCell } from './DataTable.css';

/** A column's `minContent` text, drawn with its body cells' class (font, figures, padding). */
interface ContentSample {
  columnId: string;
  text: string;
  className: string;
}

const keyOf = (sample: ContentSample) => `${sample.className}\n${sample.text}`;

/**
 * The width in px of each visible column's `minContent`, by column id, measured in a hidden sizer (`sizer`, to
 * render inside the grid so it inherits the cells' font). Measured before the first paint when the text is new,
 * and again whenever a sample's size changes (fonts loading, a theme's type scale).
 */
export function useContentWidths<TData extends RowData>(
  visibleColumns: ReadonlyArray<DataTableColumn<TData>>,
  columnLayout: ReadonlyArray<ColumnLayout>,
): { widths: Readonly<Record<string, number>>; sizer: ReactNode } {
  const samples = useMemo(
    () =>
      visibleColumns.flatMap((column, colIndex) => {
        const text = columnMeta(column).minContent;
        const className = columnLayout[colIndex]?.className;
        return text && className ? [{ columnId: column.id, text, className }] : [];
      }),
    [visibleColumns, columnLayout],
  );
  const sizerRef = useRef<HTMLDivElement>(null);
  // The widths are read from what is known; a measurement that differs from what this table shows re-renders it.
  const [, remeasured] = useReducer((count: number) => count + 1, 0);
  const shownRef = useRef<ReadonlyMap<string, number>>(new Map());
  // By sample key, so a column whose text changes never shows the old text's width.
  const known = knownWidths();
  const widths: Record<string, number> = {};
  const shown = new Map<string, number>();
  for (const sample of samples) {
    const width = known.get(keyOf(sample));
    if (width === undefined) continue;
    widths[sample.columnId] = width;
    shown.set(keyOf(sample), width);
  }
  useLayoutEffect(() => {
    shownRef.current = shown;
  });

  useLayoutEffect(() => {
    const cells = [...(sizerRef.current?.children ?? [])];
    if (cells.length === 0) return;
    const measure = () => {
      const measured = new Map<string, number>();
      samples.forEach((sample, index) => {
        const width = Math.ceil(cells[index]?.getBoundingClientRect().width ?? 0);
        // Zero: not laid out (a hidden tab); the observer measures again once it is.
        if (width > 0) measured.set(keyOf(sample), width);
      });
      learnWidths(measured);
      if ([...measured].some(([key, width]) => shownRef.current.get(key) !== width)) remeasured();
    };
    // Unknown text is measured before the first paint; known widths wait for the observer, after the layout.
    if (samples.some((sample) => !knownWidths().has(keyOf(sample)))) measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const cell of cells) observer.observe(cell);
    return () => observer.disconnect();
  }, [samples]);

  const sizerNode =
    samples.length === 0 ? null : (
      <div ref={sizerRef} aria-hidden className={sizer}>
        {samples.map((sample) => (
          <span key={sample.columnId} className={`${sample.className} ${sizerCell}`}>
            {sample.text}
          </span>
        ))}
      </div>
    );
  return { widths, sizer: sizerNode };
}
