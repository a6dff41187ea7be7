import type { UseQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQueryTable } from './useQueryTable';

const queryOf = (rows: string[] | undefined, state: Partial<UseQueryResult> = {}) =>
  ({
    data: rows,
    isPending: rows === undefined,
    isError: false,
    refetch: vi.fn(),
    ...state,
  }) as unknown as UseQueryResult<readonly string[]>;

describe('useQueryTable', () => {
  it('gives the table the rows, the first load and no paging', () => {
    const { result } = renderHook(() =>
      useQueryTable(queryOf(['a', 'b']), { errorText: 'Not loaded' }),
    );
    expect(result.current).toMatchObject({ data: ['a', 'b'], isLoading: false, error: undefined });
    expect(result.current).not.toHaveProperty('onLoadMore');
    expect(
      renderHook(() => useQueryTable(queryOf(undefined), { errorText: 'x' })).result.current,
    ).toMatchObject({
      data: [],
      isLoading: true,
    });
  });

  it('shows the error text on failure and retries by refetching', () => {
    const query = queryOf(undefined, { isError: true, isPending: false });
    const { result } = renderHook(() => useQueryTable(query, { errorText: 'Not loaded' }));
    expect(result.current.error).toBe('Not loaded');
    result.current.onRetry();
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
