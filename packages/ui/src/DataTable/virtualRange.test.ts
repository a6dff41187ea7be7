import { describe, expect, it } from 'vitest';
import { blockIndexes, createBlockExtractor } from './virtualRange';

const range = (startIndex: number, endIndex: number, count = 1000, overscan = 2) => ({
  startIndex,
  endIndex,
  overscan,
  count,
});

describe('blockIndexes', () => {
  it('widens the visible rows plus overscan to whole blocks', () => {
    // Visible 10–20, overscan 2 → 8–22 → blocks of 4 → 8–23.
    expect(blockIndexes(range(10, 20), 4, -1)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it('stays inside the list at both ends', () => {
    expect(blockIndexes(range(0, 3, 6), 4, -1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(blockIndexes(range(0, 0, 0), 4, -1)).toEqual([]);
  });

  it('keeps the pinned (focused) row mounted before or after the window, in order', () => {
    expect(blockIndexes(range(40, 41, 1000, 0), 4, 3)).toEqual([3, 40, 41, 42, 43]);
    expect(blockIndexes(range(40, 41, 1000, 0), 4, 90)).toEqual([40, 41, 42, 43, 90]);
    expect(blockIndexes(range(40, 41, 1000, 0), 4, 41)).toEqual([40, 41, 42, 43]);
  });
});

describe('createBlockExtractor', () => {
  it('answers with the same array while the blocks do not change', () => {
    const extract = createBlockExtractor(8);
    const first = extract(range(10, 20), -1);
    expect(extract(range(11, 21), -1)).toBe(first);
    expect(extract(range(30, 40), -1)).not.toBe(first);
  });
});
