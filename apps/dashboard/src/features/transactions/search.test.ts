import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  panelFiltersOf,
  searchFromPanel,
  sortingOf,
  sortOf,
  transactionFiltersOf,
  transactionListAttributes,
  transactionsSearchSchema,
  withoutFilters,
} from './search';

const parse = (raw: Record<string, unknown>) => v.parse(transactionsSearchSchema, raw);

describe('transactionsSearchSchema', () => {
  it('keeps valid parameters and drops malformed ones instead of failing the page', () => {
    expect(
      parse({
        status: ['refunded', 'nonsense'],
        currency: ['EUR'],
        amountMin: 100,
        amountMax: -5,
        from: '2026-11-01',
        to: 'yesterday',
        last4: '12345',
        sort: 'amount',
        q: '  ORD-1 ',
      }),
    ).toEqual({
      currency: ['EUR'],
      amountMin: 100,
      from: '2026-11-01',
      sort: 'amount',
      q: 'ORD-1',
    });
  });

  it('refuses sorts the server does not offer', () => {
    expect(parse({ sort: 'customer' })).toEqual({});
  });
});

describe('transactionFiltersOf', () => {
  it('turns a view into the contract filters, one value as = and several as in', () => {
    expect(
      transactionFiltersOf(
        parse({
          q: 'trx_1',
          status: ['refunded'],
          type: ['charge', 'refund'],
          amountMin: 1000,
          amountMax: 5000,
          last4: '4242',
          reference: 'ORD-9',
          email: 'ada@example.com',
        }),
        'UTC',
      ),
    ).toEqual([
      ['search', 'like', 'trx_1'],
      ['status', '=', 'refunded'],
      ['type', 'in', ['charge', 'refund']],
      ['amount', '>=', 1000],
      ['amount', '<=', 5000],
      ['cardLast4', '=', '4242'],
      ['referenceId', '=', 'ORD-9'],
      ['customerEmail', '=', 'ada@example.com'],
    ]);
  });

  it('reads a date range as whole days in the chosen zone, the end exclusive', () => {
    expect(
      transactionFiltersOf(parse({ from: '2026-11-01', to: '2026-11-02' }), 'Europe/Berlin'),
    ).toEqual([
      ['createdAt', '>=', '2026-10-31T23:00:00Z'],
      ['createdAt', '<', '2026-11-02T23:00:00Z'],
    ]);
  });

  it('sorts newest first unless the view says otherwise', () => {
    expect(transactionListAttributes({}, 'org_1', 'UTC')).toEqual({
      resourceId: 'org_1',
      filters: [],
      sort: '-createdAt',
    });
    expect(transactionListAttributes({ sort: 'amount' }, 'org_1', 'UTC').sort).toBe('amount');
  });
});

describe('FiltersPanel round trip', () => {
  it('gives the panel what the URL holds and reads back the same URL', () => {
    const search = parse({
      status: ['refunded', 'partially-refunded'],
      currency: ['KWD'],
      amountMin: 1500,
      from: '2026-11-01',
      to: '2026-11-30',
      last4: '1111',
      reference: 'ORD-1',
      email: 'a@b.test',
    });
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      const panel = panelFiltersOf(search, zone);
      expect(panel).toContainEqual({
        field: 'status',
        operator: 'in',
        value: ['refunded', 'partially-refunded'],
      });
      expect(searchFromPanel(panel, zone)).toEqual(search);
    }
  });

  it('ends a date range on the last millisecond of its last day in the zone', () => {
    const panel = panelFiltersOf(parse({ from: '2026-11-01', to: '2026-11-01' }), 'UTC');
    expect(panel).toEqual([
      { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-11-01T23:59:59.999Z' },
    ]);
  });

  it('drops what the panel sends that the URL cannot hold', () => {
    expect(
      searchFromPanel(
        [
          { field: 'status', operator: 'eq', value: 'bogus' },
          { field: 'cardLast4', operator: 'contains', value: '12' },
          { field: 'amount', operator: 'lte', value: 900 },
          { field: 'unknown', operator: 'eq', value: 'x' },
        ],
        'UTC',
      ),
    ).toEqual({ amountMax: 900 });
  });
});

describe('state helpers', () => {
  it('tells a filtered view and clears it keeping the sort', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ sort: 'amount' })).toBe(false);
    expect(isFiltered({ q: 'x' })).toBe(true);
    expect(isFiltered({ currency: ['EUR'] })).toBe(true);
    expect(withoutFilters({ sort: 'amount', q: 'x', currency: ['EUR'] })).toEqual({
      sort: 'amount',
    });
  });

  it('maps the URL sort to the table and back, leaving the default out of the URL', () => {
    expect(sortingOf(undefined)).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortingOf('amount')).toEqual([{ id: 'amount', desc: false }]);
    expect(sortOf([{ id: 'amount', desc: true }])).toBe('-amount');
    expect(sortOf([{ id: 'createdAt', desc: true }])).toBeUndefined();
    expect(sortOf([{ id: 'createdAt', desc: false }])).toBe('createdAt');
    expect(sortOf([{ id: 'customer', desc: false }])).toBeUndefined();
    expect(sortOf([])).toBeUndefined();
  });
});
