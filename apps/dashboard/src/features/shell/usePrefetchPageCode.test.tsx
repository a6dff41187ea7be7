import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchPageCode } from './usePrefetchPageCode';

const router = { name: 'router' };
const loaded: string[] = [];
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));
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

afterEach(() => {
  loaded.length = 0;
  idleTasks.clear();
});

describe('usePrefetchPageCode', () => {
  it('loads the code of each linked page in its own idle period, in order', async () => {
    renderHook(() => usePrefetchPageCode(['/transactions', '/disputes']));
    expect(loaded).toEqual([]);
    await idle();
    expect(loaded).toEqual(['/transactions']);
    await idle();
    expect(loaded).toEqual(['/transactions', '/disputes']);
    expect(idleTasks.size).toBe(0);
  });

  it('stops when the shell goes away', async () => {
    const { unmount } = renderHook(() => usePrefetchPageCode(['/transactions', '/disputes']));
    unmount();
    expect(idleTasks.size).toBe(0);
    await idle();
    expect(loaded).toEqual([]);
  });
});
