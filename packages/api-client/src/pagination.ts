/** Following `meta.page.after` cursors (resource lists come in pages of 500, SPEC §9). */
import type { AnswerOf, AnyAction, CallInput } from './contract/action.js';
import type { ListRequest } from './contract/jsonapi.js';
import type { ApiClient } from './client.js';
import { RESOURCE_PAGE_SIZE } from './constants.js';
import type { CallOptions } from './transport/actions.js';

type PagedAnswer = {
  data: unknown[];
  included?: unknown[];
  meta: { page: { after: string | null } };
};

/** Every page of a list action, concatenated: `data` and `included` of all pages. Stops after `maxPages`. */
export async function fetchAllPages<TAction extends AnyAction>(
  client: ApiClient,
  action: TAction,
  input: CallInput<TAction> & { payload: ListRequest },
  options: CallOptions & { maxPages?: number } = {},
): Promise<{
  data: AnswerOf<TAction>['data'];
  included: NonNullable<AnswerOf<TAction>['included']>;
}> {
  const data: unknown[] = [];
  const included: unknown[] = [];
  const { maxPages = 1_000, ...callOptions } = options;
  let after: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const attributes = input.payload.data.attributes;
    const size = attributes.page?.size ?? RESOURCE_PAGE_SIZE;
    const payload: ListRequest = {
      data: {
        ...input.payload.data,
        attributes: { ...attributes, page: after === undefined ? { size } : { size, after } },
      },
    };
    const answer = (await client.actions.call(
      action,
      { ...input, payload } as CallInput<TAction>,
      callOptions,
    )) as PagedAnswer;
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
