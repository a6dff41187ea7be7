/** The plans and subscriptions lists' URL state: their filters, each dropped alone when malformed. */
import { planStatuses, subscriptionStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { optionalParam, valuesParam } from '../../shared/lists/searchParams';

export const planSearchSchema = v.object({
  status: valuesParam(planStatuses),
});
export type PlanSearch = v.InferOutput<typeof planSearchSchema>;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
/** One or more ids; a single one (a plan page's link, `?planId=plan_…`) reads as a list of one. */
const idsParam = optionalParam(
  v.union([
    v.pipe(v.array(id), v.minLength(1)),
    v.pipe(
      id,
      v.transform((one) => [one]),
    ),
  ]),
);

export const subscriptionSearchSchema = v.object({
  status: valuesParam(subscriptionStatuses),
  planId: idsParam,
  customerId: optionalParam(id),
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
  ...valuesFilter('planId', search.planId),
  ...(search.customerId ? [['customerId', '=', search.customerId] as Filter<'customerId'>] : []),
];
