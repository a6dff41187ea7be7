/**
 * TanStack Query helpers (`@paydesk/api-client/query`; needs `@tanstack/react-query`): one options factory over any
 * action, with hierarchical keys so a whole area, one action or one call can be invalidated.
 *
 * ```ts
 * const meQuery = actionQueryOptions(api, main.actions['users/me']);
 * useSuspenseQuery(meQuery);
 * queryClient.invalidateQueries({ queryKey: actionKeys.action(mailbox.actions['topics/list']) });
 * ```
 */
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallArgs } from './client.js';
import { RESOURCE_PAGE_SIZE } from './constants.js';
import type { AnswerOf, AnyAction, CallInput, InputOptional } from './contract/action.js';
import type { ApiError } from './errors.js';
import {
  fetchAllPages,
  fetchPage,
  withoutPage,
  type ListInput,
  type PagedAnswer,
} from './pagination.js';
import type { CallOptions } from './transport/actions.js';

/** The root of every key of this client. */
const ROOT = 'paydesk';

export const actionKeys = {
  all: [ROOT] as const,
  area: <const TArea extends string>(area: TArea) => [ROOT, area] as const,
  action: <TAction extends AnyAction>(action: TAction) => [ROOT, action.area, action.name] as const,
  call: <TAction extends AnyAction>(
    action: TAction,
    input: CallInput<TAction> | undefined,
    kind?: string,
  ) =>
    [
      ROOT,
      action.area,
      action.name,
      {
        id: (input as { id?: string } | undefined)?.id ?? null,
        payload: (input as { payload?: unknown } | undefined)?.payload ?? null,
        kind: kind ?? null,
      },
    ] as const,
};

type InputArgs<TAction extends AnyAction> =
  InputOptional<TAction> extends true
    ? [input?: CallInput<TAction>, options?: QueryCallOptions]
    : [input: CallInput<TAction>, options?: QueryCallOptions];

/** For ignorable actions, `kind` keeps independent streams apart (and is part of the key). */
export type QueryCallOptions = Pick<CallOptions, 'kind'>;

/**
 * Query options for one call of an action: the key holds area, action, id, payload and kind; the query's signal
 * aborts the call. Timeouts are the action's (or the client's).
 */
export function actionQueryOptions<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  ...[input, options]: InputArgs<TAction>
) {
  const kind = options?.kind;
  return queryOptions<
    AnswerOf<TAction>,
    ApiError,
    AnswerOf<TAction>,
    ReturnType<typeof actionKeys.call<TAction>>
  >({
    queryKey: actionKeys.call(action, input, kind),
    queryFn: ({ signal }) =>
      client.call(action, ...([input, { kind, signal }] as CallArgs<TAction>)),
  });
}

export interface ListQueryOptions {
  /** Names the list among others of the same action and request (part of the key); default `pages`. */
  kind?: string;
  /** Rows of every page after the first; default the resource page, 500. */
  pageSize?: number;
  /** Rows of the first page (a small one paints sooner); default `pageSize`. */
  firstPageSize?: number;
}

/**
 * Infinite query options for a cursor-paged list action: each page asks for the next `meta.page.after` cursor
 * (sent as `data.attributes.page.after`) until it is `null`. The key is the call's key of the request without
 * `page`, so the list's pages share one key and `actionKeys.action(action)` invalidates them.
 *
 * ```ts
 * const list = actionInfiniteQueryOptions(api, payments.actions['disputes/list'], {
 *   payload: { data: { type: 'list-request', attributes: { resourceId, sort: '-createdAt' } } },
 * }, { firstPageSize: 50 });
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(list);
 * ```
 */
export function actionInfiniteQueryOptions<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  input: ListInput<TAction>,
  options: ListQueryOptions = {},
) {
  const { kind = 'pages', pageSize = RESOURCE_PAGE_SIZE, firstPageSize = pageSize } = options;
  const list = { ...input, payload: withoutPage(input.payload) };
  // The client and the page sizes do not change which rows the list holds, so they stay out of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: actionKeys.call(action, list, kind),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam: after, signal }): Promise<AnswerOf<TAction>> =>
      fetchPage(
        client,
        action,
        list,
        { size: after === undefined ? firstPageSize : pageSize, after },
        // Lists are ignorable: each list and page its own kind, so one never answers another.
        {
          kind: `${kind}:${JSON.stringify([list.id ?? null, list.payload, after ?? null])}`,
          signal,
        },
      ),
    getNextPageParam: (last) => (last as PagedAnswer).meta.page.after ?? undefined,
  });
}

/**
 * Query options for a list read whole (organizations, sessions, a resource tree): every page through
 * `fetchAllPages`, the rows of all pages as the data. A table the user scrolls takes
 * {@link actionInfiniteQueryOptions} instead.
 */
export function actionAllPagesQueryOptions<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  input: ListInput<TAction>,
  options: Pick<ListQueryOptions, 'kind'> = {},
) {
  // The client does not change which rows the list holds.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: actionKeys.call(action, input, options.kind),
    queryFn: async ({ signal }) => (await fetchAllPages(client, action, input, { signal })).data,
  });
}

/** Mutation options for an action: `mutate({ id?, payload })`; `options` apply to every call (e.g. `timeoutMs`). */
export function actionMutationOptions<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  options?: Omit<CallOptions, 'signal'>,
) {
  return mutationOptions<AnswerOf<TAction>, ApiError, CallInput<TAction>>({
    mutationKey: actionKeys.action(action),
    mutationFn: (input) => client.call(action, ...([input, options] as CallArgs<TAction>)),
  });
}
