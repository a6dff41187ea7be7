import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageRows, useInfiniteTable } from './useInfiniteTable';

type Page = { data: string[] };

const listOf = (pages: Page[] | undefined, state: Partial<UseInfiniteQueryResult> = {}) =>
  ({
    data: pages && { pages, pageParams: pages.map(() => undefined) },
    isPending: pages === undefined,
    isError: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    ...state,
  }) as unknown as UseInfiniteQueryResult<InfiniteData<Page>>;

describe('useInfiniteTable', () => {
  it('gives the table the rows of every page and the list state', () => {
    const list = listOf([{ data: ['a', 'b'] }, { data: ['c'] }]);
    const { result } = renderHook(() =>
      useInfiniteTable(list, { errorText: 'Not loaded', rowsOf: pageRows }),
    );
    expect(result.current).toMatchObject({
      data: ['a', 'b', 'c'],
      isLoading: false,
      error: undefined,
      hasMore: true,
    });
    result.current.onLoadMore();
    result.current.onRetry();
    expect(list.fetchNextPage).toHaveBeenCalledOnce();
    expect(list.refetch).toHaveBeenCalledOnce();
  });

  it('shows the error text only on failure, and keeps its callbacks across pages', () => {
    const first = listOf(undefined, { isError: true });
    const { result, rerender } = renderHook(
      ({ list }) => useInfiniteTable(list, { errorText: 'Not loaded', rowsOf: pageRows }),
      { initialProps: { list: first } },
    );
    expect(result.current).toMatchObject({ data: [], error: 'Not loaded' });
    const onLoadMore = result.current.onLoadMore;
    rerender({
      list: {
        ...first,
        isError: false,
        data: { pages: [{ data: ['a'] }], pageParams: [] },
      } as typeof first,
    });
    expect(result.current.data).toEqual(['a']);
    expect(result.current.onLoadMore).toBe(onLoadMore);
  });
});
