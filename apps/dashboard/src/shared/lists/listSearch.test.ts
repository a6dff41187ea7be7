import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  datedListControls,
  isListFiltered,
  listFiltersOf,
  panelFiltersOf,
  searchFromPanel,
  sortingOf,
  sortOf,
  valueListControls,
} from './listSearch';
import { optionalParam, dayParam, sortParam, searchTextParam, valuesParam } from './searchParams';

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

  it('counts the search text as a filter and sends it as `like` on the field the list searches', () => {
    expect(isListFiltered({ q: 'gift' })).toBe(true);
    const searched = { ...fields, text: 'search' } as const;
    expect(listFiltersOf({ q: 'gift', status: ['paid'] }, searched, 'UTC')).toEqual([
      ['search', 'like', 'gift'],
      ['status', '=', 'paid'],
    ]);
    // A list without a search field ignores a stray `q`.
    expect(listFiltersOf({ q: 'gift' }, fields, 'UTC')).toEqual([]);
  });

  it('trims the search text and drops an empty or pasted-paragraph one', () => {
    const withText = v.object({ q: searchTextParam });
    expect(v.parse(withText, { q: '  gift ' })).toEqual({ q: 'gift' });
    expect(v.parse(withText, { q: '   ' })).toEqual({ q: undefined });
    expect(v.parse(withText, { q: 'x'.repeat(201) })).toEqual({ q: undefined });
  });

  it('keeps the search text when the panel changes, and the sort when filters are cleared', () => {
    const withText = v.object({ ...schema.entries, q: searchTextParam });
    const written: unknown[] = [];
    const controls = datedListControls(
      { q: 'gift', status: ['new'] as ('new' | 'paid')[], sort: 'createdAt' as const },
      (next) => written.push(next),
      { dateField: 'createdAt', schema: withText, timeZone: 'UTC' },
    );
    expect(controls.query).toBe('gift');
    controls.onFilterChange([{ field: 'status', operator: 'in', value: ['paid'] }]);
    controls.onQueryChange?.('');
    controls.clearFilters();
    expect(written).toEqual([
      { q: 'gift', status: ['paid'], sort: 'createdAt' },
      { q: undefined, status: ['new'], sort: 'createdAt' },
      { sort: 'createdAt' },
    ]);
  });

  it('value-only lists: the panel writes each field as a list, keeps other keys, and Clear drops them all', () => {
    const valueSchema = v.object({
      status: valuesParam(['new', 'paid'] as const),
      planId: optionalParam(v.array(v.string())),
      customerId: optionalParam(v.string()),
    });
    const written: unknown[] = [];
    const controls = valueListControls(
      { status: ['new'] as ('new' | 'paid')[], customerId: 'cus_1' },
      (next) => written.push(next),
      { fields: ['status', 'planId'], schema: valueSchema },
    );
    expect(controls.filterValue).toEqual([{ field: 'status', operator: 'in', value: ['new'] }]);
    expect(controls.isFiltered).toBe(true);
    controls.onFilterChange([
      { field: 'status', operator: 'eq', value: 'paid' },
      { field: 'planId', operator: 'in', value: ['plan_a', 'plan_b'] },
      { field: 'status', operator: 'eq', value: 'bogus' },
    ]);
    controls.clearFilters();
    expect(written).toEqual([
      // An unknown status drops the field rather than failing the page.
      { planId: ['plan_a', 'plan_b'], customerId: 'cus_1' },
      {},
    ]);
  });
});
