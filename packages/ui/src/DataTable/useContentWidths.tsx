import type { RowData } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { columnMeta, type ColumnLayout, type DataTableColumn } from './columns';
import { sizer, sizerCell } from './DataTable.css';

/** A column's `minContent` text, drawn with its body cells' class (font, figures, padding). */
interface ContentSample {
  columnId: string;
  text: string;
  className: string;
}

const keyOf = (sample: ContentSample) => `${sample.className}\n${sample.text}`;

/**
 * Widths measured by any table, by class and text. A table mounted again (another page of an app) starts with the
 * right tracks and is laid out once; its observer still corrects them (a font that loaded since).
 */
const known = new Map<string, number>();

function sameWidths(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

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
  // By sample key, so a column whose text changes never shows the old text's width.
  const [measured, setMeasured] = useState<Readonly<Record<string, number>>>({});

  useLayoutEffect(() => {
    const cells = [...(sizerRef.current?.children ?? [])];
    if (cells.length === 0) return;
    const measure = () => {
      const next: Record<string, number> = {};
      samples.forEach((sample, index) => {
        const width = Math.ceil(cells[index]?.getBoundingClientRect().width ?? 0);
        // Zero: not laid out (a hidden tab); the observer measures again once it is.
        if (width === 0) return;
        next[keyOf(sample)] = width;
        known.set(keyOf(sample), width);
      });
      setMeasured((previous) => (sameWidths(previous, next) ? previous : next));
    };
    if (samples.some((sample) => !known.has(keyOf(sample)))) measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const cell of cells) observer.observe(cell);
    return () => observer.disconnect();
  }, [samples]);

  const widths: Record<string, number> = {};
  for (const sample of samples) {
    const width = measured[keyOf(sample)] ?? known.get(keyOf(sample));
    if (width !== undefined) widths[sample.columnId] = width;
  }
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
