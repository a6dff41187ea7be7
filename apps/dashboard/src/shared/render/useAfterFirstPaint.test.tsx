import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false for the first frame and true after it was painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });
});
