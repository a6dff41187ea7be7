import { SESSION_INACTIVITY_MS } from '@paydesk/api-client';
import { useEffect, useRef, useState } from 'react';
import { readChannelCookie } from './cookies';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  inactivityPhase,
  remainingMs,
  secondsLeft,
  type InactivityPhase,
} from './inactivity';
import { clearStaleChannel, readLastRequest } from './lastRequest';

/** How often the channel cookie is compared with the session's (SPEC §9 "Cookie check"). */
export const CHANNEL_COOKIE_CHECK_INTERVAL_MS = 500;

export interface SessionWatchOptions {
  /** The channel the page's session was loaded with. */
  channel: string;
  /** At one second left: log out. */
  onExpired: () => void;
  /** The channel cookie changed or disappeared (another tab signed out or in): reload. */
  onChannelChanged: () => void;
}

export interface InactivityState {
  phase: Exclude<InactivityPhase, 'expired'>;
  /** Whole seconds left, for the countdown. */
  secondsLeft: number;
}

const sameState = (a: InactivityState, b: InactivityState) =>
  a.phase === b.phase && a.secondsLeft === b.secondsLeft;

/**
 * The signed-in page's two checks (SPEC §4): the inactivity clock from the shared lastRequest cookie and the
 * channel cookie. Both read timestamps and cookies on every run, so throttled timers in a hidden tab only delay a
 * check, never skew it; a tab becoming visible checks at once. Whichever check ends the page first stops both.
 */
export function useSessionWatch({
  channel,
  onExpired,
  onChannelChanged,
}: SessionWatchOptions): InactivityState {
  const [state, setState] = useState<InactivityState>({
    phase: 'active',
    secondsLeft: secondsLeft(SESSION_INACTIVITY_MS),
  });
  const handlers = useRef({ onExpired, onChannelChanged });
  useEffect(() => {
    handlers.current = { onExpired, onChannelChanged };
  });

  useEffect(() => {
    let leaving = false;
    const leave = (handler: () => void) => {
      leaving = true;
      handler();
    };

    const checkInactivity = () => {
      if (leaving) return;
      const now = Date.now();
      const lastRequest = readLastRequest();
      // Without a record yet (a session restored before any request) there is nothing to count from.
      if (lastRequest === undefined) return;
      const remaining = remainingMs(lastRequest, now);
      const phase = inactivityPhase(remaining);
      if (phase === 'expired') {
        // Woken long after the end: the other tabs follow at once, without waiting for the sign-out.
        clearStaleChannel(now);
        leave(handlers.current.onExpired);
        return;
      }
      const next = { phase, secondsLeft: secondsLeft(remaining) };
      setState((previous) => (sameState(previous, next) ? previous : next));
    };

    const checkChannel = () => {
      if (leaving) return;
      clearStaleChannel();
      if (readChannelCookie() !== channel) leave(handlers.current.onChannelChanged);
    };

    const checkBoth = () => {
      checkInactivity();
      checkChannel();
    };
    checkBoth();
    const timers = [
      setInterval(checkInactivity, INACTIVITY_CHECK_INTERVAL_MS),
      setInterval(checkChannel, CHANNEL_COOKIE_CHECK_INTERVAL_MS),
    ];
    document.addEventListener('visibilitychange', checkBoth);
    return () => {
      timers.forEach(clearInterval);
      document.removeEventListener('visibilitychange', checkBoth);
    };
  }, [channel]);

  return state;
}
