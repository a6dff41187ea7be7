import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { datedListSearch } from './searchParams';

describe('datedListSearch', () => {
  it("builds the URL schema from the list's fields: text, values, period and sort", () => {
    const { schema, fields } = datedListSearch('createdAt', { status: ['new', 'paid'] }, 'search');
    expect(fields).toEqual({ values: ['status'], date: 'createdAt', text: 'search' });
    expect(
      v.parse(schema, {
        q: ' gift ',
        status: ['paid', 'lost'],
        from: '2026-11-01',
        to: 'yesterday',
        sort: 'createdAt',
        other: 'x',
      }),
    ).toEqual({
      q: 'gift',
      status: undefined,
      from: '2026-11-01',
      to: undefined,
      sort: 'createdAt',
    });
  });

  it('has no search text when the list searches no field', () => {
    const { schema, fields } = datedListSearch('periodStart', { currency: ['EUR'] });
    expect(fields).toEqual({ values: ['currency'], date: 'periodStart' });
    expect(v.parse(schema, { q: 'x', currency: ['EUR'] })).toEqual({
      currency: ['EUR'],
      from: undefined,
      to: undefined,
      sort: undefined,
    });
  });
});
