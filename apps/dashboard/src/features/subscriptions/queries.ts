/**
 * The plans and subscriptions resources' query-options factories: lists (read whole: an organization has a few
 * hundred at most), one plan, one subscription with its timeline. A change invalidates `keys.all()` of both, since
 * a plan's subscription count follows its subscriptions.
 */
import { payments, subscriptions } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listAll, listFirstPage } from '../../shared/api/listQueries';
import {
  planFiltersOf,
  subscriptionFiltersOf,
  type PlanSearch,
  type SubscriptionSearch,
} from './search';

const plans = subscriptions.actions['plans/list'];
const plan = subscriptions.actions['plans/get'];
const list = subscriptions.actions['subscriptions/list'];
const get = subscriptions.actions['subscriptions/get'];

export const subscriptionQueries = {
  keys: {
    plans: () => actionKeys.action(plans),
    plan: () => actionKeys.action(plan),
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },

  plans: (resourceId: string, search: PlanSearch = {}) =>
    listAll(plans, { resourceId, filters: planFiltersOf(search) }),

  plan: (id: string) => actionQueryOptions(api, plan, { id }),

  list: (resourceId: string, search: SubscriptionSearch = {}) =>
    listAll(list, { resourceId, filters: subscriptionFiltersOf(search) }),

  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

/** Every query a plan or subscription change may have made stale. */
export const allSubscriptionKeys = () => [
  subscriptionQueries.keys.plans(),
  subscriptionQueries.keys.plan(),
  subscriptionQueries.keys.list(),
  subscriptionQueries.keys.detail(),
];

const customers = payments.actions['customers/list'];
/** Customers offered while typing in the subscription form. */
const CUSTOMER_CHOICES = 20;

/** The organization's customers whose name or email contains `search`, with their saved payment methods. */
export const customerChoices = (resourceId: string, search: string) =>
  listFirstPage(
    customers,
    { resourceId, sort: 'name', filters: search.trim() ? [['search', 'like', search.trim()]] : [] },
    CUSTOMER_CHOICES,
  );
