import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payoutQueries } from './queries';
import { payoutSearchSchema } from './search';

describe('payout search state', () => {
  it('keeps the contract’s statuses and currencies and drops the rest', () => {
    expect(
      v.parse(payoutSearchSchema, {
        status: ['failed', 'done'],
        currency: ['JPY'],
        sort: '-amount',
      }),
    ).toMatchObject({ status: undefined, currency: ['JPY'], sort: undefined });
    expect(
      v.parse(payoutSearchSchema, { status: ['new', 'pending', 'paid', 'failed'] }).status,
    ).toHaveLength(4);
  });

  it('asks for the created period, newest first unless the URL says otherwise', () => {
    expect(
      payoutQueries.attributesOf({ status: ['failed'], from: '2026-11-01' }, 'org-1', 'UTC'),
    ).toEqual({
      resourceId: 'org-1',
      filters: [
        ['status', '=', 'failed'],
        ['createdAt', '>=', '2026-11-01T00:00:00Z'],
      ],
      sort: '-createdAt',
    });
    expect(payoutQueries.attributesOf({ sort: 'createdAt' }, 'org-1', 'UTC').sort).toBe(
      'createdAt',
    );
  });
});
