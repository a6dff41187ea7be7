import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiClient, fetchAllPages, main } from '../src/index';
import {
  actionAllPagesQueryOptions,
  actionInfiniteQueryOptions,
  actionKeys,
  actionMutationOptions,
  actionQueryOptions,
} from '../src/query';
import { FakeProvider, FakeSocket, flush } from './fakes';

const organization = (id: string) => ({
  type: 'resource',
  id,
  attributes: { resourceType: 'organization', name: `Org ${id}`, number: '30012345' },
  relationships: { parent: { data: { type: 'resource', id: 'm-1' } } },
});

function setup() {
  const provider = new FakeProvider();
  const socket = new FakeSocket();
  const client = new ApiClient({ fetch: provider.fetch, push: socket, visibility: false });
  client.startSession('s');
  socket.open();
  /** Answers every action post as soon as it is acknowledged. */
  const autoAnswer = (
    answer: (post: { requestReference: string; action: string; payload?: unknown }) => unknown,
  ) => {
    const seen = new Set<string>();
    const timer = setInterval(() => {
      for (const post of provider.actionPosts()) {
        if (seen.has(post.requestReference)) continue;
        seen.add(post.requestReference);
        socket.push('private-s', 'answer', {
          requestReference: post.requestReference,
          action: post.action,
          document: answer(post),
        });
      }
    }, 1);
    return () => clearInterval(timer);
  };
  /** The `page` of every list request posted so far. */
  const sentPages = () =>
    provider
      .actionPosts()
      .map(
        (post) =>
          (post.payload as { data: { attributes: { page: unknown } } }).data.attributes.page,
      );
  return { provider, client, autoAnswer, sentPages };
}

/** Two pages of organizations, `o1 o2` then `o3`, chained by the cursor `c1`. */
const twoPages = (post: { payload?: unknown }) => {
  const pages: Record<string, { ids: string[]; after: string | null }> = {
    first: { ids: ['o1', 'o2'], after: 'c1' },
    c1: { ids: ['o3'], after: null },
  };
  const after =
    (post.payload as { data: { attributes: { page?: { after?: string } } } }).data.attributes.page
      ?.after ?? 'first';
  const page = pages[after]!;
  return { data: page.ids.map(organization), meta: { page: { size: 2, after: page.after } } };
};

const organizations = main.actions['identities/listMyResources'];
const organizationsRequest = (page?: { size: number }) => ({
  payload: {
    data: {
      type: 'list-request' as const,
      attributes: {
        filters: [['resourceType', '=', 'organization'] as ['resourceType', '=', string]],
        ...(page ? { page } : {}),
      },
    },
  },
});

describe('actionKeys', () => {
  it('nests area ⊃ action ⊃ call', () => {
    const action = main.actions['resources/get'];
    expect(actionKeys.area('main')).toEqual(['paydesk', 'main']);
    expect(actionKeys.action(action)).toEqual(['paydesk', 'main', 'resources/get']);
    expect(actionKeys.call(action, { id: 'org-1' })).toEqual([
      'paydesk',
      'main',
      'resources/get',
      { id: 'org-1', payload: null, kind: null },
    ]);
  });
});

describe('query options', () => {
  it('fetches through the client, caches under the hierarchical key and invalidates by prefix', async () => {
    const { client, autoAnswer } = setup();
    const stop = autoAnswer(() => ({ data: organization('org-1') }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = actionQueryOptions(client, main.actions['resources/get'], { id: 'org-1' });
    const answer = await queryClient.fetchQuery(options);
    expect(answer.data.attributes.name).toBe('Org org-1');
    expect(queryClient.getQueryData(options.queryKey)?.data.id).toBe('org-1');
    await queryClient.invalidateQueries({ queryKey: actionKeys.area('main') });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    stop();
    client.dispose();
  });

  it('runs an action as a mutation', async () => {
    const { client, autoAnswer } = setup();
    const stop = autoAnswer(() => ({ data: null }));
    const options = actionMutationOptions(client, main.actions['identities/deleteAccessToken']);
    expect(options.mutationKey).toEqual(['paydesk', 'main', 'identities/deleteAccessToken']);
    await expect(
      options.mutationFn!(
        { payload: { data: { type: 'delete-request', attributes: { resourceId: 'at-2' } } } },
        {} as never,
      ),
    ).resolves.toEqual({ data: null });
    stop();
    client.dispose();
  });
});

describe('fetchAllPages', () => {
  it('follows the after cursor until the last page', async () => {
    const { client, autoAnswer, sentPages } = setup();
    const stop = autoAnswer(twoPages);
    const all = await fetchAllPages(client, organizations, organizationsRequest({ size: 2 }));
    await flush();
    expect(all.data.map((node) => node.id)).toEqual(['o1', 'o2', 'o3']);
    expect(sentPages()).toEqual([{ size: 2 }, { size: 2, after: 'c1' }]);
    stop();
    client.dispose();
  });
});

describe('actionAllPagesQueryOptions', () => {
  it('caches the rows of every page under the call key', async () => {
    const { client, autoAnswer } = setup();
    const stop = autoAnswer(twoPages);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = actionAllPagesQueryOptions(client, organizations, organizationsRequest());
    expect(options.queryKey).toEqual(actionKeys.call(organizations, organizationsRequest()));
    const rows = await queryClient.fetchQuery(options);
    expect(rows.map((node) => node.id)).toEqual(['o1', 'o2', 'o3']);
    stop();
    client.dispose();
  });
});

describe('actionInfiniteQueryOptions', () => {
  it('fetches page after page by cursor under the key of the request without page', async () => {
    const { client, autoAnswer, sentPages } = setup();
    const stop = autoAnswer(twoPages);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = actionInfiniteQueryOptions(
      client,
      organizations,
      organizationsRequest({ size: 7 }),
      { kind: 'table', firstPageSize: 2, pageSize: 3 },
    );
    expect(options.queryKey).toEqual(
      actionKeys.call(organizations, organizationsRequest(), 'table'),
    );
    await queryClient.fetchInfiniteQuery(options);
    const observer = new InfiniteQueryObserver(queryClient, { ...options, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    const result = await observer.fetchNextPage();
    expect(result.data?.pages.flatMap((page) => page.data.map((node) => node.id))).toEqual([
      'o1',
      'o2',
      'o3',
    ]);
    expect(result.hasNextPage).toBe(false);
    expect(sentPages()).toEqual([{ size: 2 }, { size: 3, after: 'c1' }]);
    unsubscribe();
    await queryClient.invalidateQueries({ queryKey: actionKeys.action(organizations) });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    stop();
    client.dispose();
  });

  it('keeps lists of one action apart by kind', () => {
    const { client } = setup();
    const table = actionInfiniteQueryOptions(client, organizations, organizationsRequest());
    const other = actionInfiniteQueryOptions(client, organizations, organizationsRequest(), {
      kind: 'picker',
    });
    expect(table.queryKey).not.toEqual(other.queryKey);
    expect(table.queryKey).not.toEqual(
      actionQueryOptions(client, organizations, organizationsRequest()).queryKey,
    );
    client.dispose();
  });
});
