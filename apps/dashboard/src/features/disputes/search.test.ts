import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { disputeFilters, disputeSearchSchema, fromPanelFilters, toPanelFilters } from './search';

describe('dispute search state', () => {
  it('drops unknown states, reasons and sorts from the URL', () => {
    expect(
      v.parse(disputeSearchSchema, { state: ['new', 'bogus'], reason: ['13.1'], sort: 'nope' }),
    ).toEqual({ state: undefined, reason: ['13.1'], sort: undefined });
  });

  it('turns the URL state into list-request filters', () => {
    expect(disputeFilters({ state: ['new', 'pending'], reason: ['4853'] })).toEqual([
      ['state', 'in', ['new', 'pending']],
      ['reasonCode', 'in', ['4853']],
    ]);
    expect(disputeFilters({})).toEqual([]);
  });

  it('round-trips through the filters panel and keeps the sort', () => {
    const search = { state: ['won' as const], reason: ['10.4' as const], sort: '-amount' as const };
    expect(fromPanelFilters(toPanelFilters(search), search)).toEqual(search);
    expect(
      fromPanelFilters([{ field: 'state', operator: 'eq', value: 'lost' }], { sort: 'createdAt' }),
    ).toEqual({ state: ['lost'], reason: undefined, sort: 'createdAt' });
  });

  it('keeps the time-left filter in the URL, sends it as dueWithinDays and round-trips it', () => {
    // The router parses `?due=3` to the number 3.
    expect(v.parse(disputeSearchSchema, { due: 3 }).due).toBe(3);
    expect(v.parse(disputeSearchSchema, { due: 5 }).due).toBeUndefined();
    expect(disputeFilters({ due: 7 })).toEqual([['dueWithinDays', '<=', 7]]);
    const search = { due: 1 as const, sort: 'responseDeadline' as const };
    expect(fromPanelFilters(toPanelFilters(search), search)).toEqual(search);
    expect(
      fromPanelFilters([{ field: 'dueWithinDays', operator: 'in', value: ['1', '7'] }], {}).due,
    ).toBe(7);
  });
});
