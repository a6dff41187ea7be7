// @vitest-environment jsdom
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('leaveSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leaves once: the cookie check's reload does not replace a 401's way to login", async () => {
    const replace = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { replace, reload });
    vi.resetModules();
    const { leaveSession } = await import('./leaveSession');
    const queryClient = new QueryClient();
    const me = queryOptions({ queryKey: ['me'], queryFn: () => ({ id: 'user-1' }) });
    queryClient.setQueryData(me.queryKey, { id: 'user-1' });
    leaveSession(queryClient, '/login?redirect=%2Ftransactions');
    leaveSession(queryClient);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Ftransactions');
    expect(reload).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(me.queryKey)).toBeUndefined();
  });
});
