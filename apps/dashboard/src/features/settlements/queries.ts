/**
 * The settlements' one query-options factory: the dated list's (cursor pages, one settlement) and the settlements
 * one payout paid out.
 */
import { money, type Payout } from '@paydesk/api-client';
import { Temporal } from 'temporal-polyfill';
import { listFirstPage } from '../../shared/api/listQueries';
import { datedListQueries } from '../../shared/lists/datedListQueries';
import { settlementFields } from './search';

const list = money.actions['settlements/list'];
const get = money.actions['settlements/get'];

/**
 * Automatic payouts run weekly and pay out what settled since the last one; a day settles three days after it
 * starts. Three weeks of periods before a payout hold every settlement it can have paid out.
 */
const PAYOUT_LOOKBACK_DAYS = 21;

export const settlementQueries = {
  ...datedListQueries({ list, get }, settlementFields),

  /** The settlements of the payout's currency in the weeks before it (the caller keeps those it paid). */
  beforePayout: (payout: Payout) => {
    const { createdAt, currency, organizationId } = payout.attributes;
    const from = Temporal.Instant.from(createdAt).subtract({ hours: 24 * PAYOUT_LOOKBACK_DAYS });
    return listFirstPage(
      list,
      {
        resourceId: organizationId,
        filters: [
          ['currency', '=', currency],
          ['periodStart', '>=', from.toString()],
          ['periodStart', '<', createdAt],
        ],
      },
      PAYOUT_LOOKBACK_DAYS + 1,
    );
  },
};
