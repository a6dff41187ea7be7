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
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import type { AnswerOf, AnyAction, CallInput, InputOptional } from './contract/action.js';
import type { ApiError } from './errors.js';
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
      client.actions.call(action, (input ?? {}) as CallInput<TAction>, { kind, signal }),
  });
}

/** Mutation options for an action: `mutate({ id?, payload })`. */
export function actionMutationOptions<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  options?: Omit<CallOptions, 'signal'>,
) {
  return mutationOptions<AnswerOf<TAction>, ApiError, CallInput<TAction>>({
    mutationKey: actionKeys.action(action),
    mutationFn: (input) => client.actions.call(action, input, options),
  });
}
