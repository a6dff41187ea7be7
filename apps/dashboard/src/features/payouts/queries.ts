/** The processing payouts' one query-options factory: the list's cursor pages and one payout. */
import { money } from '@paydesk/api-client';
import { datedListQueries } from '../../shared/lists/datedListQueries';
import { payoutFields } from './search';

export const payoutQueries = datedListQueries(
  { list: money.actions['payouts/list'], get: money.actions['payouts/get'] },
  payoutFields,
);
