/**
 * The disputes list's URL state (filters and sort), so a view can be shared and reloaded, and its translation to
 * the list request of SPEC §3 and to the FiltersPanel's filters.
 */
import {
  disputeDueWithinDays,
  disputeReasonCodes,
  disputeSortFields,
  disputeStates,
  type DisputeDueWithin,
  type DisputeReasonCode,
  type DisputeState,
} from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import * as v from 'valibot';
import { panelValues } from '../../shared/lists/filterValues';

export type DisputeSortField = (typeof disputeSortFields)[number];
export type DisputeSort = DisputeSortField | `-${DisputeSortField}`;
export const DEFAULT_DISPUTE_SORT: DisputeSort = '-createdAt';

/** The "due within" choices as they appear in the URL and the filters panel ('1', '3', '7' days). */
export const dueWithinChoices = disputeDueWithinDays.map(
  String,
) as readonly `${DisputeDueWithin}`[];
export type DueWithinChoice = (typeof dueWithinChoices)[number];

const sorts = disputeSortFields.flatMap((field) => [field, `-${field}`] as const);

/** Unknown or malformed values fall back to "no filter", never to an error page. */
export const disputeSearchSchema = v.object({
  state: v.fallback(v.optional(v.array(v.picklist(disputeStates))), undefined),
  reason: v.fallback(v.optional(v.array(v.picklist(disputeReasonCodes))), undefined),
  /** Waiting for the merchant and due within this many days (on the provider's clock); a number in the URL. */
  due: v.fallback(v.optional(v.picklist(disputeDueWithinDays)), undefined),
  sort: v.fallback(v.optional(v.picklist(sorts)), undefined),
});
export type DisputeSearch = v.InferOutput<typeof disputeSearchSchema>;

export type DisputeFilter =
  | ['state', 'in', DisputeState[]]
  | ['reasonCode', 'in', DisputeReasonCode[]]
  | ['dueWithinDays', '<=', DisputeDueWithin];

/** The list request's filters for the URL state. */
export function disputeFilters(search: DisputeSearch): DisputeFilter[] {
  const filters: DisputeFilter[] = [];
  if (search.state?.length) filters.push(['state', 'in', search.state]);
  if (search.reason?.length) filters.push(['reasonCode', 'in', search.reason]);
  if (search.due) filters.push(['dueWithinDays', '<=', search.due]);
  return filters;
}

const widestDueWithin = (chosen: readonly string[] | undefined) =>
  chosen?.length ? (Math.max(...chosen.map(Number)) as DisputeDueWithin) : undefined;

/** The panel's filters (fields `state`, `reasonCode` and `dueWithinDays`) for the URL state. */
export function toPanelFilters(search: DisputeSearch): ListFilter[] {
  const panel: ListFilter[] = [];
  if (search.state?.length) panel.push({ field: 'state', operator: 'in', value: search.state });
  if (search.reason?.length)
    panel.push({ field: 'reasonCode', operator: 'in', value: search.reason });
  if (search.due) panel.push({ field: 'dueWithinDays', operator: 'eq', value: String(search.due) });
  return panel;
}

/** The URL state for what the panel applied (the sort is kept). */
export function fromPanelFilters(
  filters: readonly ListFilter[],
  search: DisputeSearch,
): DisputeSearch {
  return {
    state: panelValues(filters, 'state', disputeStates),
    reason: panelValues(filters, 'reasonCode', disputeReasonCodes),
    // Several choices ticked mean the widest of them.
    due: widestDueWithin(panelValues(filters, 'dueWithinDays', dueWithinChoices)),
    sort: search.sort,
  };
}
