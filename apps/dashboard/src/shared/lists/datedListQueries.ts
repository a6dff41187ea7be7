/**
 * The one query-options factory of a dated list (payouts, rolling reserves, settlements, transfers, payment links…):
 * the list request of a
 * view, its cursor pages and one record. Keys come from `actionKeys`, so a change invalidates the whole resource.
 */
import type { AnyAction, CallInput } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../api/client';
import { listPages, type ListAttributes } from '../api/listQueries';
import {
  listFiltersOf,
  type ListFields,
  type ListSearch,
  type ListSearchFilter,
  type ValueField,
} from './listSearch';

/** A list request without its page (the query adds size and cursor). */
export interface DatedListAttributes<
  TValue extends ValueField,
  TDate extends string,
  TText extends string = never,
> {
  resourceId: string;
  filters: ListSearchFilter<TValue, TDate, TText>[];
  sort: TDate | `-${TDate}`;
}

export function datedListQueries<
  TList extends AnyAction,
  TGet extends AnyAction,
  TValue extends ValueField,
  TDate extends string,
  TText extends string = never,
>(actions: { list: TList; get: TGet }, fields: ListFields<TValue, TDate, TText>) {
  type Attributes = DatedListAttributes<TValue, TDate, TText>;
  return {
    /** The list's value filters, date column and searched field. */
    fields,

    keys: {
      list: () => actionKeys.action(actions.list),
      detail: () => actionKeys.action(actions.get),
    },

    /** The list request of a view: the URL's filters in `timeZone`, newest first unless it says otherwise. */
    attributesOf: (search: ListSearch, resourceId: string, timeZone: string): Attributes => ({
      resourceId,
      filters: listFiltersOf(search, fields, timeZone),
      sort: (search.sort as Attributes['sort'] | undefined) ?? `-${fields.date}`,
    }),

    /** The list: cursor pages, fetched one by one as the user scrolls. */
    pages: (attributes: Attributes) =>
      // Every dated list action takes these attributes; the contract checks them at the call.
      listPages(actions.list, attributes as unknown as ListAttributes<TList>),

    detail: (id: string) => actionQueryOptions<TGet>(api, actions.get, { id } as CallInput<TGet>),
  };
}
