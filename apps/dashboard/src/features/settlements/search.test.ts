import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { settlementQueries } from './queries';
import { settlementSearchSchema } from './search';

describe('settlement search state', () => {
  it('has no status filter: a shared link with one still opens, without it', () => {
    expect(v.parse(settlementSearchSchema, { status: ['paid'], currency: ['EUR'] })).toEqual({
      currency: ['EUR'],
      from: undefined,
      to: undefined,
      sort: undefined,
    });
  });

  it('filters by the period’s start, newest period first', () => {
    expect(
      settlementQueries.attributesOf({ currency: ['EUR'], to: '2026-11-20' }, 'org-1', 'UTC'),
    ).toEqual({
      resourceId: 'org-1',
      filters: [
        ['currency', '=', 'EUR'],
        ['periodStart', '<', '2026-11-21T00:00:00Z'],
      ],
      sort: '-periodStart',
    });
  });
});
