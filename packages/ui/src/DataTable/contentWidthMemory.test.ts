import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTENT_WIDTHS_STORAGE_KEY,
  forgetKnownWidths,
  knownWidths,
  learnWidths,
  readWidths,
  REMEMBERED_CONTENT_WIDTHS,
  writeWidths,
} from './contentWidthMemory';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(CONTENT_WIDTHS_STORAGE_KEY, initial);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => forgetKnownWidths());

describe('readWidths', () => {
  it('reads the widths written by writeWidths', () => {
    const storage = memoryStorage();
    writeWidths(storage, new Map([['cell\n2026-11-25 01:58 UTC', 163]]));
    expect([...readWidths(storage)]).toEqual([['cell\n2026-11-25 01:58 UTC', 163]]);
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
  ])('knows nothing when %s', (_, stored) => {
    expect(readWidths(memoryStorage(stored)).size).toBe(0);
  });

  it('skips entries that are not a key and a positive width', () => {
    const stored = JSON.stringify([['a', 10], ['b', 0], ['c', '12'], [3, 4], 'd', ['e', 20]]);
    expect([...readWidths(memoryStorage(stored))]).toEqual([
      ['a', 10],
      ['e', 20],
    ]);
  });

  it('knows nothing when the storage cannot be read', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readWidths(failing).size).toBe(0);
    expect(readWidths(null).size).toBe(0);
  });
});

describe('writeWidths', () => {
  it(`keeps the newest ${REMEMBERED_CONTENT_WIDTHS} widths`, () => {
    const storage = memoryStorage();
    const widths = new Map(
      Array.from({ length: REMEMBERED_CONTENT_WIDTHS + 5 }, (_, i) => [`key ${i}`, i + 1]),
    );
    writeWidths(storage, widths);
    const kept = [...readWidths(storage).keys()];
    expect(kept).toHaveLength(REMEMBERED_CONTENT_WIDTHS);
    expect(kept[0]).toBe('key 5');
    expect(kept.at(-1)).toBe(`key ${REMEMBERED_CONTENT_WIDTHS + 4}`);
  });

  it('gives up quietly when the storage is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeWidths(full, new Map([['a', 1]]))).not.toThrow();
  });
});

describe('learnWidths', () => {
  it('says whether a measurement changed what was known, and makes the changed widths the newest', () => {
    expect(
      learnWidths(
        new Map([
          ['a', 10],
          ['b', 20],
        ]),
      ),
    ).toBe(true);
    expect(learnWidths(new Map([['a', 10]]))).toBe(false);
    expect(learnWidths(new Map([['a', 12]]))).toBe(true);
    expect([...knownWidths()]).toEqual([
      ['b', 20],
      ['a', 12],
    ]);
  });
});
