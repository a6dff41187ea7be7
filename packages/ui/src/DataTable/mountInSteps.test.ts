import { describe, expect, it } from 'vitest';
import { rowsToMount, rowsToRender } from './mountInSteps';
import { visibleFirst } from './virtualRange';

const never = () => false;

describe('rowsToMount', () => {
  it('keeps the mounted rows still wanted and adds at most the limit of new ones, in order', () => {
    const mounted = new Set(['a', 'b', 'gone']);
    expect([...rowsToMount(mounted, ['c', 'a', 'd', 'b', 'e'], 2, never)]).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('mounts an urgent row (the focused one) beyond the limit', () => {
    expect([...rowsToMount(new Set(), ['a', 'b', 'c', 'd'], 1, (key) => key === 'd')]).toEqual([
      'd',
      'a',
    ]);
  });

  it('mounts everything without a limit', () => {
    expect(rowsToMount(new Set(), ['a', 'b', 'c'], Number.POSITIVE_INFINITY, never).size).toBe(3);
  });
});

describe('rowsToRender', () => {
  it('keeps rows no longer wanted except the removal limit, the longest rendered leaving first', () => {
    const rendered = new Set(['old1', 'old2', 'old3', 'b']);
    expect([...rowsToRender(rendered, ['b', 'c', 'd'], { add: 1, remove: 2 }, never)]).toEqual([
      'b',
      'c',
      'old3',
    ]);
  });

  it('removes every row that left when the limit allows', () => {
    expect([...rowsToRender(new Set(['x', 'y']), ['a'], { add: 2, remove: 8 }, never)]).toEqual([
      'a',
    ]);
  });
});

describe('visibleFirst', () => {
  const items = [10, 11, 12, 13, 14, 15, 16, 17].map((index) => ({ index }));

  it('puts the rows on screen first, top to bottom, then the overscan nearest the screen', () => {
    const order = visibleFirst(items, { startIndex: 12, endIndex: 14 }).map((item) => item.index);
    expect(order).toEqual([12, 13, 14, 11, 15, 10, 16, 17]);
  });

  it('keeps the order without a visible range', () => {
    expect(visibleFirst(items, null)).toEqual(items);
  });
});
