import { ApiError, IP_RANGE_ERROR, MAX_ALLOWED_IP_LIST_ENTRIES } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { badIndexesOf, checkRows, rowsOf, splitPasted } from './entries';

describe('the entries editor rows', () => {
  it('marks each bad row by index; blank rows are neither bad nor entries', () => {
    const rows = rowsOf(['192.0.2.1', '300.1.1.1', '', ' 2001:db8::/32 ', '10.0.0.0/33']);
    expect(checkRows(rows)).toEqual({ bad: [1, 4], problem: null });
  });

  it('asks for at least one entry, and at most the contract bound', () => {
    expect(checkRows(rowsOf([]))).toEqual({ bad: [], problem: 'entries-required' });
    const many = Array.from({ length: MAX_ALLOWED_IP_LIST_ENTRIES + 1 }, (_, i) => `10.0.${i}.1`);
    expect(checkRows(rowsOf(many)).problem).toBe('too-many-entries');
  });

  it('splits a pasted list on lines, commas and spaces', () => {
    expect(splitPasted('192.0.2.1\n198.51.100.0/24, 2001:db8::1 \r\n')).toEqual([
      '192.0.2.1',
      '198.51.100.0/24',
      '2001:db8::1',
    ]);
    expect(splitPasted(' 192.0.2.1 ')).toEqual(['192.0.2.1']);
  });

  it("reads the provider's refusals of single entries by their index", () => {
    const error = new ApiError({
      kind: 'answer',
      errors: [
        {
          title: 'This field is required',
          code: 'required',
          source: { pointer: '/data/attributes/name' },
        },
        {
          title: IP_RANGE_ERROR,
          code: 'invalid-ip-range',
          detail: '300.1.1.1',
          meta: { index: 2, entry: '300.1.1.1' },
          source: { pointer: '/data/attributes/entries' },
        },
      ],
    });
    expect(badIndexesOf(error)).toEqual([2]);
    expect(badIndexesOf(new Error('network'))).toEqual([]);
  });
});
