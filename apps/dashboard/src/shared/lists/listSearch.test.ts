import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dayParam,
  isListFiltered,
  listFiltersOf,
  panelFiltersOf,
  searchFromPanel,
  sortingOf,
  sortOf,
  sortParam,
  valuesParam,
} from './listSearch';

const schema = v.object({
  status: valuesParam(['new', 'paid'] as const),
  currency: valuesParam(['EUR', 'USD'] as const),
  from: dayParam,
  to: dayParam,
  sort: sortParam('createdAt'),
});
const fields = { values: ['status', 'currency'], date: 'createdAt' } as const;

describe('money list search state', () => {
  it('drops unknown values, malformed days and sorts from the URL instead of failing the page', () => {
    expect(
      v.parse(schema, {
        status: ['paid', 'bogus'],
        currency: [],
        from: '2026-11-01',
        to: 'yesterday',
        sort: 'amount',
      }),
    ).toEqual({
      status: undefined,
      currency: undefined,
      from: '2026-11-01',
      to: undefined,
      sort: undefined,
    });
    expect(v.parse(schema, { status: ['paid'], sort: 'createdAt' })).toMatchObject({
      status: ['paid'],
      sort: 'createdAt',
    });
  });

  it('turns values into = or in, and whole days of the user’s zone into a half-open period', () => {
    expect(
      listFiltersOf(
        { status: ['paid'], currency: ['EUR', 'USD'], from: '2026-11-01', to: '2026-11-30' },
        fields,
        'Europe/Berlin',
      ),
    ).toEqual([
      ['status', '=', 'paid'],
      ['currency', 'in', ['EUR', 'USD']],
      ['createdAt', '>=', '2026-10-31T23:00:00Z'],
      ['createdAt', '<', '2026-11-30T23:00:00Z'],
    ]);
    expect(listFiltersOf({}, fields, 'UTC')).toEqual([]);
    // A list without statuses never sends one.
    expect(
      listFiltersOf({ status: ['paid'] }, { values: ['currency'], date: 'periodStart' }, 'UTC'),
    ).toEqual([]);
  });

  it('round-trips through the filters panel in the user’s zone and keeps the sort', () => {
    const search = {
      status: ['new' as const],
      currency: ['USD' as const],
      from: '2026-11-02',
      to: '2026-11-03',
      sort: 'createdAt' as const,
    };
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      const panel = panelFiltersOf(search, 'createdAt', zone);
      expect(searchFromPanel(panel, 'createdAt', zone, schema, search.sort)).toEqual(search);
    }
    // One end of the period given: the panel shows that one day.
    expect(panelFiltersOf({ from: '2026-11-02' }, 'createdAt', 'UTC')).toEqual([
      { field: 'createdAt', operator: 'gte', value: '2026-11-02T00:00:00Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-11-02T23:59:59.999Z' },
    ]);
    expect(
      searchFromPanel(
        [{ field: 'status', operator: 'eq', value: 'sideways' }],
        'createdAt',
        'UTC',
        schema,
        undefined,
      ),
    ).toEqual({});
  });

  it('says whether a view is filtered; the sort alone is not a filter', () => {
    expect(isListFiltered({ sort: 'createdAt' })).toBe(false);
    expect(isListFiltered({ currency: ['EUR'] })).toBe(true);
    expect(isListFiltered({ to: '2026-11-01' })).toBe(true);
  });

  it('keeps newest first out of the URL and names ascending', () => {
    expect(sortingOf(undefined, 'createdAt')).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortingOf('createdAt', 'createdAt')).toEqual([{ id: 'createdAt', desc: false }]);
    expect(sortOf([{ id: 'createdAt', desc: false }], 'createdAt')).toBe('createdAt');
    expect(sortOf([{ id: 'createdAt', desc: true }], 'createdAt')).toBeUndefined();
    expect(sortOf([], 'createdAt')).toBeUndefined();
  });
});
