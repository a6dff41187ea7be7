/**
 * The one way the app asks for a cursor-paged list: a list request (`data.attributes` of type `list-request`) as
 * a table's infinite pages, or as every page at once for short lists (accounts, statements, payout methods).
 */
import {
  fetchAllPages,
  type AnyAction,
  type CallOptions,
  type ListInput,
  type PayloadOf,
} from '@paydesk/api-client';
import {
  actionAllPagesQueryOptions,
  actionInfiniteQueryOptions,
  actionQueryOptions,
  type ListQueryOptions,
} from '@paydesk/api-client/query';
import { api } from './client';

/** A small first page paints quickly; later pages are the spec's resource page (500). */
export const TABLE_FIRST_PAGE_SIZE = 50;

/** The attributes of an action's list request, without the page (the query adds size and cursor). */
export type ListAttributes<TAction extends AnyAction> =
  NonNullable<PayloadOf<TAction>> extends { data: { attributes?: infer A } }
    ? Omit<NonNullable<A>, 'page'>
    : never;

/** The call input of a list request. */
export const listInput = <TAction extends AnyAction>(attributes: ListAttributes<TAction>) =>
  // Every list action takes this envelope; the contract checks the attributes at the call.
  ({ payload: { data: { type: 'list-request', attributes } } }) as ListInput<TAction>;

/** A table's rows: cursor pages fetched one by one as the user scrolls. */
export function listPages<TAction extends AnyAction>(
  action: TAction,
  attributes: ListAttributes<TAction>,
  { kind = 'table', firstPageSize = TABLE_FIRST_PAGE_SIZE, pageSize }: ListQueryOptions = {},
) {
  return actionInfiniteQueryOptions(api, action, listInput<TAction>(attributes), {
    kind,
    firstPageSize,
    pageSize,
  });
}

/** Every row of a short list, page after page, as one answer. */
export function listAll<TAction extends AnyAction>(
  action: TAction,
  attributes: ListAttributes<TAction>,
  kind?: string,
) {
  return actionAllPagesQueryOptions(api, action, listInput<TAction>(attributes), { kind });
}

/** Every row of a list, page after page, as one call: for a query that puts several lists together. */
export function fetchList<TAction extends AnyAction>(
  action: TAction,
  attributes: ListAttributes<TAction>,
  options?: CallOptions,
) {
  return fetchAllPages(api, action, listInput<TAction>(attributes), options);
}

/** A list call as one query: every list input fits an action's call input (the contract checks it at the call). */
const listQuery = actionQueryOptions as <TAction extends AnyAction>(
  client: typeof api,
  action: TAction,
  input: ListInput<TAction>,
  options: { kind?: string },
) => ReturnType<typeof actionQueryOptions<TAction>>;

/** The first `size` rows of a list, as one answer (a badge's count, a card's most recent rows). */
export function listFirstPage<TAction extends AnyAction>(
  action: TAction,
  attributes: ListAttributes<TAction>,
  size: number,
  kind?: string,
) {
  const input = {
    payload: { data: { type: 'list-request', attributes: { ...attributes, page: { size } } } },
  } as ListInput<TAction>;
  return listQuery(api, action, input, { kind });
}
