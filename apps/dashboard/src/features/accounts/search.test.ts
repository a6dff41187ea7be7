import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { entryFiltersOf, isFiltered, panelFiltersOf, searchFromPanel } from './search';
import { entriesSearchSchema } from './searchSchema';

const parse = (raw: Record<string, unknown>) => v.parse(entriesSearchSchema, raw);

describe('entriesSearchSchema', () => {
  it('keeps valid parameters and drops malformed ones instead of failing the page', () => {
    expect(
      parse({
        bucket: ['available', 'nonsense'],
        reason: ['refund'],
        direction: 'sideways',
        amountMin: 100,
        amountMax: -5,
        from: '2026-11-01',
        to: 'yesterday',
      }),
    ).toEqual({ reason: ['refund'], amountMin: 100, from: '2026-11-01' });
  });

  it('reads an empty URL as no filter', () => {
    const search = parse({});
    expect(isFiltered(search)).toBe(false);
    expect(entryFiltersOf(search, 'UTC')).toEqual([]);
  });
});

describe('entryFiltersOf', () => {
  it('translates the URL to the contract operators, days to instants in the time zone, end exclusive', () => {
    const search = parse({
      bucket: ['available'],
      reason: ['refund', 'chargeback'],
      direction: 'debit',
      amountMin: 100,
      amountMax: 5000,
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(isFiltered(search)).toBe(true);
    expect(entryFiltersOf(search, 'Europe/Berlin')).toEqual([
      ['bucket', '=', 'available'],
      ['reason', 'in', ['refund', 'chargeback']],
      ['direction', '=', 'debit'],
      ['amount', '>=', 100],
      ['amount', '<=', 5000],
      ['createdAt', '>=', '2026-10-31T23:00:00Z'],
      ['createdAt', '<', '2026-11-02T23:00:00Z'],
    ]);
  });
});

describe('panel filters', () => {
  it('round-trips a view through the FiltersPanel', () => {
    const search = parse({
      bucket: ['pending', 'reserved'],
      direction: 'credit',
      amountMax: 250,
      from: '2026-11-03',
      to: '2026-11-05',
    });
    expect(searchFromPanel(panelFiltersOf(search, 'UTC'), 'UTC')).toEqual(search);
  });

  it('treats both directions as no direction filter', () => {
    expect(
      searchFromPanel([{ field: 'direction', operator: 'in', value: ['credit', 'debit'] }], 'UTC'),
    ).toEqual({});
  });
});
