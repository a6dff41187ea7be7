import { SESSION_INACTIVITY_MS, cookies } from '@paydesk/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readChannelCookie, writeCookie } from './cookies';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_WARNING_MS } from './inactivity';
import { LAST_REQUEST_COOKIE, recordRequest } from './lastRequest';
import { useSessionWatch } from './useSessionWatch';

const CHANNEL = 'private-session-a';
const DAY = 24 * 60 * 60 * 1000;
const minutes = (n: number) => n * 60 * 1000;

function watch() {
  const onExpired = vi.fn();
  const onChannelChanged = vi.fn();
  const hook = renderHook(() => useSessionWatch({ channel: CHANNEL, onExpired, onChannelChanged }));
  return { ...hook, onExpired, onChannelChanged };
}

/** Moves the clock without running timers (a hidden tab's throttled timers), then runs one check. */
const sleepThenTick = (ms: number) =>
  act(() => {
    vi.setSystemTime(Date.now() + ms);
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
  });

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 9, 0, 0) });
  writeCookie(cookies.channel, CHANNEL, DAY);
  recordRequest();
});

afterEach(() => {
  vi.useRealTimers();
  deleteCookie(cookies.channel);
  deleteCookie(LAST_REQUEST_COOKIE);
});

describe('useSessionWatch: inactivity', () => {
  it('stays quiet, then warns with a countdown in the last five minutes', () => {
    const { result } = watch();
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(SESSION_INACTIVITY_MS - INACTIVITY_WARNING_MS - 1000));
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ phase: 'warning', secondsLeft: 300 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ phase: 'warning', secondsLeft: 290 });
  });

  it('a request from any tab (the shared cookie) ends the warning', () => {
    const { result } = watch();
    act(() => vi.advanceTimersByTime(minutes(26)));
    expect(result.current.phase).toBe('warning');
    recordRequest(); // another tab's request
    act(() => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS));
    expect(result.current.phase).toBe('active');
  });

  it('logs out once, at one second left', () => {
    const { onExpired, onChannelChanged } = watch();
    act(() => vi.advanceTimersByTime(SESSION_INACTIVITY_MS - 1500));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS));
    expect(onExpired).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(minutes(5)));
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onChannelChanged).not.toHaveBeenCalled();
  });

  it('a tab whose timers were throttled logs out on its first check after the end', () => {
    const { onExpired } = watch();
    sleepThenTick(minutes(40));
    expect(onExpired).toHaveBeenCalledTimes(1);
    // Woken after more than 1800 s: the channel cookie goes at once, so the other tabs follow.
    expect(readChannelCookie()).toBeUndefined();
  });

  it('checks at once when the tab becomes visible again', () => {
    const { onExpired } = watch();
    act(() => {
      vi.setSystemTime(Date.now() + minutes(31));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('useSessionWatch: channel cookie', () => {
  it('reloads when the channel cookie disappears (signed out in another tab)', () => {
    const { onChannelChanged, onExpired } = watch();
    act(() => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS));
    expect(onChannelChanged).not.toHaveBeenCalled();
    deleteCookie(cookies.channel);
    act(() => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS));
    expect(onChannelChanged).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SESSION_INACTIVITY_MS));
    expect(onChannelChanged).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('reloads when the channel cookie changes (signed in as someone else)', () => {
    const { onChannelChanged } = watch();
    writeCookie(cookies.channel, 'private-session-b', DAY);
    act(() => vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS));
    expect(onChannelChanged).toHaveBeenCalledTimes(1);
  });

  it('stops checking once unmounted', () => {
    const { onChannelChanged, unmount } = watch();
    unmount();
    deleteCookie(cookies.channel);
    act(() => vi.advanceTimersByTime(minutes(1)));
    expect(onChannelChanged).not.toHaveBeenCalled();
  });
});
