/**
 * The settlements' one query-options factory: the list's cursor pages, the settlements one payout paid out, and
 * one settlement. Keys come from `actionKeys`, so a change invalidates the whole resource.
 */
import { money, type Payout } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { Temporal } from 'temporal-polyfill';
import { api } from '../../shared/api/client';
import { listFiltersOf, type ListSearchFilter } from '../../shared/lists/listSearch';
import { settlementFields, type SettlementSearch } from './search';

const list = money.actions['settlements/list'];
const get = money.actions['settlements/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 50;
/**
 * Automatic payouts run weekly and pay out what settled since the last one; a day settles three days after it
 * starts. Three weeks of periods before a payout hold every settlement it can have paid out.
 */
const PAYOUT_LOOKBACK_DAYS = 21;

export interface SettlementListAttributes {
  resourceId: string;
  filters: ListSearchFilter<'currency', 'periodStart'>[];
  sort: 'periodStart' | '-periodStart';
}

/** The list request of a view (no page: the query adds size and cursor). */
export const settlementListAttributes = (
  search: SettlementSearch,
  resourceId: string,
  timeZone: string,
): SettlementListAttributes => ({
  resourceId,
  filters: listFiltersOf(search, settlementFields, timeZone),
  sort: search.sort ?? '-periodStart',
});

export const settlementQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },

  /** The list: cursor pages, fetched one by one as the user scrolls. */
  pages: (attributes: SettlementListAttributes) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  /** The settlements of the payout's currency in the weeks before it (the caller keeps those it paid). */
  beforePayout: (payout: Payout) => {
    const { createdAt, currency, organizationId } = payout.attributes;
    const from = Temporal.Instant.from(createdAt).subtract({ hours: 24 * PAYOUT_LOOKBACK_DAYS });
    return actionQueryOptions(api, list, {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: organizationId,
            filters: [
              ['currency', '=', currency],
              ['periodStart', '>=', from.toString()],
              ['periodStart', '<', createdAt],
            ],
            page: { size: PAYOUT_LOOKBACK_DAYS + 1 },
          },
        },
      },
    });
  },

  detail: (id: string) => actionQueryOptions(api, get, { id }),
};
