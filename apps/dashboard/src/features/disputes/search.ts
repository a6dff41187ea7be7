/**
 * The disputes list's URL state (filters and sort), so a view can be shared and reloaded, and its translation to
 * the list request of SPEC §3 and to the FiltersPanel's filters.
 */
import {
  disputeReasonCodes,
  disputeSortFields,
  disputeStates,
  type DisputeReasonCode,
  type DisputeState,
} from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import * as v from 'valibot';
import { panelValues } from '../../shared/lists/filterParts';

export type DisputeSortField = (typeof disputeSortFields)[number];
export type DisputeSort = DisputeSortField | `-${DisputeSortField}`;
export const DEFAULT_DISPUTE_SORT: DisputeSort = '-createdAt';

const sorts = disputeSortFields.flatMap((field) => [field, `-${field}`] as const);

/** Unknown or malformed values fall back to "no filter", never to an error page. */
export const disputeSearchSchema = v.object({
  state: v.fallback(v.optional(v.array(v.picklist(disputeStates))), undefined),
  reason: v.fallback(v.optional(v.array(v.picklist(disputeReasonCodes))), undefined),
  sort: v.fallback(v.optional(v.picklist(sorts)), undefined),
});
export type DisputeSearch = v.InferOutput<typeof disputeSearchSchema>;

export type DisputeFilter =
  ['state', 'in', DisputeState[]] | ['reasonCode', 'in', DisputeReasonCode[]];

/** The list request's filters for the URL state. */
export function disputeFilters(search: DisputeSearch): DisputeFilter[] {
  const filters: DisputeFilter[] = [];
  if (search.state?.length) filters.push(['state', 'in', search.state]);
  if (search.reason?.length) filters.push(['reasonCode', 'in', search.reason]);
  return filters;
}

/** The panel's filters (fields `state` and `reasonCode`) for the URL state. */
export function toPanelFilters(search: DisputeSearch): ListFilter[] {
  const panel: ListFilter[] = [];
  if (search.state?.length) panel.push({ field: 'state', operator: 'in', value: search.state });
  if (search.reason?.length)
    panel.push({ field: 'reasonCode', operator: 'in', value: search.reason });
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
    sort: search.sort,
  };
}
