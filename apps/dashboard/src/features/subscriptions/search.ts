/** The plans and subscriptions lists' URL state: their filters, each dropped alone when malformed. */
import { planStatuses, subscriptionStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { optionalParam, valuesParam } from '../../shared/lists/listSearch';

export const planSearchSchema = v.object({
  status: valuesParam(planStatuses),
});
export type PlanSearch = v.InferOutput<typeof planSearchSchema>;

const idParam = optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(100)));

export const subscriptionSearchSchema = v.object({
  status: valuesParam(subscriptionStatuses),
  planId: idParam,
  customerId: idParam,
});
export type SubscriptionSearch = v.InferOutput<typeof subscriptionSearchSchema>;

type Filter<TField extends string> = [TField, '=', string] | [TField, 'in', string[]];

const valuesFilter = <TField extends string>(
  field: TField,
  values: readonly string[] | undefined,
): Filter<TField>[] =>
  !values?.length
    ? []
    : values.length === 1
      ? [[field, '=', values[0]!]]
      : [[field, 'in', [...values]]];

/** The list request's filters of a plans view. */
export const planFiltersOf = (search: PlanSearch) => valuesFilter('status', search.status);

/** The list request's filters of a subscriptions view. */
export const subscriptionFiltersOf = (
  search: SubscriptionSearch,
): Filter<'status' | 'planId' | 'customerId'>[] => [
  ...valuesFilter('status', search.status),
  ...(search.planId ? [['planId', '=', search.planId] as Filter<'planId'>] : []),
  ...(search.customerId ? [['customerId', '=', search.customerId] as Filter<'customerId'>] : []),
];

export const isSubscriptionSearchFiltered = (search: SubscriptionSearch) =>
  Boolean(search.status?.length || search.planId || search.customerId);
