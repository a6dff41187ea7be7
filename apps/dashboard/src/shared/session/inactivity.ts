/**
 * Session inactivity (SPEC §4, §9) as pure functions of two timestamps, the last request and now, so a tab whose
 * timers were throttled while hidden still decides correctly on its next check: nothing here counts ticks.
 */
import { SESSION_INACTIVITY_MS } from '@paydesk/api-client';

/** The end-of-session warning shows in the last five minutes (SPEC §9 "Inactivity warning"). */
export const INACTIVITY_WARNING_MS = 5 * 60 * 1000;
/** With this little left the user is logged out automatically (SPEC §9: "auto logout at 1 second left"). */
export const AUTO_LOGOUT_REMAINING_MS = 1000;
/** How often the last-request time is checked (SPEC §9 "Inactivity check interval"). */
export const INACTIVITY_CHECK_INTERVAL_MS = 500;

export type InactivityPhase = 'active' | 'warning' | 'expired';

/** Time left before the server ends the session, never negative. */
export function remainingMs(lastRequestAt: number, now: number): number {
  return Math.max(0, lastRequestAt + SESSION_INACTIVITY_MS - now);
}

/** Active until the last five minutes, then warning, and expired (log out now) at one second left. */
export function inactivityPhase(remaining: number): InactivityPhase {
  if (remaining <= AUTO_LOGOUT_REMAINING_MS) return 'expired';
  if (remaining <= INACTIVITY_WARNING_MS) return 'warning';
  return 'active';
}

/** SPEC §4: a last-request cookie older than 1800 s means the session is gone; its channel cookie is cleared. */
export function isLastRequestStale(lastRequestAt: number, now: number): boolean {
  return now - lastRequestAt > SESSION_INACTIVITY_MS;
}

/** The countdown's whole seconds, rounded up so it never shows 0:00 before the logout. */
export function secondsLeft(remaining: number): number {
  return Math.ceil(remaining / 1000);
}

/** `m:ss`, the countdown as shown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
