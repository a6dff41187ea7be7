/**
 * The disputes resource's one query-options factory: the list's cursor pages, one dispute (with its
 * transaction), and the aggregates of a period. Keys come from `actionKeys`, so an accepted dispute or submitted
 * evidence invalidates the whole resource.
 */
import { payments } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listPages } from '../../shared/api/listQueries';
import type { DisputeFilter, DisputeSort } from './search';

const list = payments.actions['disputes/list'];
const get = payments.actions['disputes/get'];
const aggregate = payments.actions['disputes/aggregate'];

export interface DisputeListAttributes {
  resourceId: string;
  filters: DisputeFilter[];
  sort: DisputeSort;
}

export interface DisputeAggregateAttributes {
  resourceId: string;
  from: string;
  to: string;
  period: 'day' | 'month';
}

export const disputeQueries = {
  /** Everything of the resource (lists, details, aggregates): what a change invalidates. */
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    aggregate: () => actionKeys.action(aggregate),
  },

  /** The list: cursor pages, fetched one by one as the user scrolls. */
  pages: (attributes: DisputeListAttributes) => listPages(list, attributes),

  /** One dispute with its transaction included. */
  detail: (id: string) => actionQueryOptions(api, get, { id }),

  /** A period's disputes counted by state, reason and day or month. */
  aggregate: (attributes: DisputeAggregateAttributes) =>
    actionQueryOptions(api, aggregate, {
      payload: { data: { type: 'dispute-aggregate-request', attributes } },
    }),
};
