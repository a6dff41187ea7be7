import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, usePrefetchPageCode } from './usePrefetchPageCode';

const router = { name: 'router', state: { status: 'idle' } };
let fetching = 0;
const loaded: string[] = [];
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));
vi.mock('@tanstack/react-query', () => ({
  useQueryClient: () => ({ isFetching: () => fetching }),
}));
vi.mock('../../shared/routeCode', () => ({
  loadRouteCode: (_router: unknown, path: string) => {
    loaded.push(path);
    return Promise.resolve();
  },
}));

const idleTasks = new Map<number, () => void>();
let lastId = 0;
vi.stubGlobal('requestIdleCallback', (task: () => void) => {
  lastId += 1;
  idleTasks.set(lastId, task);
  return lastId;
});
vi.stubGlobal('cancelIdleCallback', (id: number) => idleTasks.delete(id));

/** Runs the waiting idle task, then lets the load it started settle. */
async function idle() {
  const [id, task] = [...idleTasks][0] ?? [];
  if (id !== undefined) idleTasks.delete(id);
  task?.();
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  // The idle callbacks stay the stubs above.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  loaded.length = 0;
  fetching = 0;
  router.state.status = 'idle';
  idleTasks.clear();
});

describe('usePrefetchPageCode', () => {
  it('loads the code of each linked page in its own idle period, in order', async () => {
    renderHook(() => usePrefetchPageCode(['/transactions', '/disputes']));
    expect(idleTasks.size).toBe(0);
    vi.advanceTimersByTime(QUIET_MS);
    await idle();
    expect(loaded).toEqual([]);
    await idle();
    expect(loaded).toEqual(['/transactions']);
    await idle();
    expect(loaded).toEqual(['/transactions', '/disputes']);
    expect(idleTasks.size).toBe(0);
  });

  it('waits while the page still fetches its own data or code', async () => {
    fetching = 1;
    renderHook(() => usePrefetchPageCode(['/transactions']));
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(idleTasks.size).toBe(0);
    fetching = 0;
    router.state.status = 'pending';
    vi.advanceTimersByTime(QUIET_MS);
    expect(idleTasks.size).toBe(0);
    router.state.status = 'idle';
    vi.advanceTimersByTime(QUIET_MS);
    await idle();
    await idle();
    expect(loaded).toEqual(['/transactions']);
  });

  it('stops when the shell goes away', async () => {
    const { unmount } = renderHook(() => usePrefetchPageCode(['/transactions', '/disputes']));
    unmount();
    expect(idleTasks.size).toBe(0);
    await idle();
    expect(loaded).toEqual([]);
  });
});
