import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rollingReserveQueries } from './queries';
import { rollingReserveSearchSchema } from './search';

describe('rolling reserve search state', () => {
  it('keeps held and released, drops other words', () => {
    expect(
      v.parse(rollingReserveSearchSchema, { status: ['held', 'paid'] }).status,
    ).toBeUndefined();
    expect(v.parse(rollingReserveSearchSchema, { status: ['held'] }).status).toEqual(['held']);
  });

  it('filters by the release period, latest release first', () => {
    expect(
      rollingReserveQueries.attributesOf(
        { status: ['held', 'released'], from: '2026-12-01', to: '2026-12-31' },
        'org-1',
        'UTC',
      ),
    ).toEqual({
      resourceId: 'org-1',
      filters: [
        ['status', 'in', ['held', 'released']],
        ['releaseAt', '>=', '2026-12-01T00:00:00Z'],
        ['releaseAt', '<', '2027-01-01T00:00:00Z'],
      ],
      sort: '-releaseAt',
    });
  });
});
