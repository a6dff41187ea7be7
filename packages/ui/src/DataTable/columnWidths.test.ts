import { describe, expect, it } from 'vitest';
import { SELECT_COLUMN_ID, type DataTableColumn } from './columns';
import { columnTracks, minimumWidth } from './columnWidths';
import type { DataTableColumnMeta } from './features';

const column = (id: string, meta: DataTableColumnMeta = {}) =>
  ({ id, columnDef: { meta } }) as unknown as DataTableColumn<Record<string, string>>;

describe('minimumWidth', () => {
  it('widens a column to its measured content, never narrows it below its width', () => {
    expect(minimumWidth(column('date', { width: 180, minContent: 'x' }), 192)).toBe(192);
    expect(minimumWidth(column('date', { width: 200, minContent: 'x' }), 192)).toBe(200);
  });

  it('sizes a column without width to its content, and to the default until measured', () => {
    expect(minimumWidth(column('amount', { minContent: 'x' }), 96)).toBe(96);
    expect(minimumWidth(column('amount', { minContent: 'x' }), undefined)).toBe(140);
    expect(minimumWidth(column('name'), undefined)).toBe(140);
  });
});

describe('columnTracks', () => {
  it('gives fixed columns their minimum and growing columns a share of the rest, never below it', () => {
    const columns = [
      column(SELECT_COLUMN_ID),
      column('name', { width: 180, grow: 2 }),
      column('created', { width: 180, grow: 0, minContent: 'x' }),
      column('id'),
    ];
    expect(columnTracks(columns, { created: 192 })).toEqual({
      tracks: '44px minmax(180px, 2fr) 192px minmax(140px, 1fr)',
      minWidth: 44 + 180 + 192 + 140,
    });
  });
});
