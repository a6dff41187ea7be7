/** Following `meta.page.after` cursors (resource lists come in pages of 500, SPEC §9). */
import type { AnswerOf, AnyAction, CallInput } from './contract/action.js';
import type { ListRequest } from './contract/jsonapi.js';
import type { ApiClient, CallArgs } from './client.js';
import { RESOURCE_PAGE_SIZE } from './constants.js';
import type { CallOptions } from './transport/actions.js';

/** What every page of a list answers: its rows and the cursor of the next page (`null` on the last). */
export interface PagedAnswer {
  data: unknown[];
  included?: unknown[];
  meta: { page: { after: string | null } };
}

/** A list call's input: the list request rides in `payload`. */
export type ListInput<TAction extends AnyAction> = CallInput<TAction> & { payload: ListRequest };

/** The same list request asking for one page: the cursor lives in `data.attributes.page.after`. */
export function withPage<TPayload extends ListRequest>(
  payload: TPayload,
  size: number,
  after: string | undefined,
): TPayload {
  const page = after === undefined ? { size } : { size, after };
  const attributes = { ...payload.data.attributes, page };
  return { ...payload, data: { ...payload.data, attributes } } as TPayload;
}

/** The list request without `page`: the same for every page of one list, so it names the list in keys. */
export function withoutPage<TPayload extends ListRequest>(payload: TPayload): TPayload {
  const { page: _page, ...attributes } = payload.data.attributes;
  return { ...payload, data: { ...payload.data, attributes } } as TPayload;
}

/** One page of a list action. */
export function fetchPage<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  input: ListInput<TAction>,
  page: { size: number; after: string | undefined },
  options?: CallOptions,
): Promise<AnswerOf<TAction> & PagedAnswer> {
  const paged = { ...input, payload: withPage(input.payload, page.size, page.after) };
  return client.call(action, ...([paged, options] as CallArgs<TAction>)) as Promise<
    AnswerOf<TAction> & PagedAnswer
  >;
}

/** Every page of a list action, concatenated: `data` and `included` of all pages. Stops after `maxPages`. */
export async function fetchAllPages<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  input: ListInput<TAction>,
  options: CallOptions & { maxPages?: number } = {},
): Promise<{
  data: AnswerOf<TAction>['data'];
  included: NonNullable<AnswerOf<TAction>['included']>;
}> {
  const data: unknown[] = [];
  const included: unknown[] = [];
  const { maxPages = 1_000, ...callOptions } = options;
  const size = input.payload.data.attributes.page?.size ?? RESOURCE_PAGE_SIZE;
  let after: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await fetchPage(client, action, input, { size, after }, callOptions);
    data.push(...answer.data);
    if (answer.included) included.push(...answer.included);
    if (answer.meta.page.after === null) break;
    after = answer.meta.page.after;
  }
  return { data, included } as {
    data: AnswerOf<TAction>['data'];
    included: NonNullable<AnswerOf<TAction>['included']>;
  };
}
