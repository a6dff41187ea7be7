import { apiKeys } from '@paydesk/api-client';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmedAction, type ConfirmedActionOptions } from './ConfirmedActionButton';

const { success, call } = vi.hoisted(() => ({ success: vi.fn(), call: vi.fn() }));
vi.mock('@paydesk/ui', () => ({ toast: { success } }));
vi.mock('../api/client', () => ({ api: { call } }));

/** Revoking a key, confirmed, with `options`, in `queryClient`. */
const revoke = (queryClient: QueryClient, options: Omit<ConfirmedActionOptions, 'done'>) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useConfirmedAction(apiKeys.actions['api-keys/revoke'], {
        done: 'API key revoked',
        ...options,
      }),
    { wrapper },
  );
  return result.current({ id: 'k1', payload: undefined });
};

describe('useConfirmedAction', () => {
  it('after the call: the queries it changed read again, then the toast, then the answer', async () => {
    const queryClient = new QueryClient();
    const steps: string[] = [];
    call.mockImplementation(async () => {
      steps.push('call');
      return { id: 'k1' };
    });
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      steps.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
    });
    success.mockImplementation((text: string) => steps.push(`toast ${text}`));
    const answer = await revoke(queryClient, { refresh: [['key'], ['keys']] });
    steps.push('answered');
    expect(answer).toEqual({ id: 'k1' });
    expect(steps).toEqual([
      'call',
      'invalidate ["key"]',
      'invalidate ["keys"]',
      'toast API key revoked',
      'answered',
    ]);
  });

  it('puts the answer in the query it is the value of, read by no second call, before the toast', async () => {
    const queryClient = new QueryClient();
    const key = queryOptions({
      queryKey: ['key', 'k1'],
      queryFn: () => ({ data: { id: '' } }),
    }).queryKey;
    call.mockReset().mockResolvedValue({ data: { id: 'k1' } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    success.mockImplementation(() =>
      expect(queryClient.getQueryData(key)).toEqual({ data: { id: 'k1' } }),
    );
    await revoke(queryClient, { answerIs: key });
    expect(call).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('API key revoked');
  });
});
