import type { QueryClient } from '@tanstack/react-query';
import { endSession } from './session';

/**
 * Set once this page leaves. A page can be told to leave twice: a confirmed 401 clears the channel cookie and opens
 * login with the wanted path, and the cookie check then finds the cookie gone and would reload. The second call must
 * not turn the first one's navigation into a reload of the page left, which loses the way back.
 */
let leaving = false;

/**
 * Drops everything of the identity this page holds (the client session, the query cache) and then loads `to`,
 * or reloads: a full page load, so nothing of the previous identity survives in memory. Only the first call
 * counts.
 */
export function leaveSession(queryClient: QueryClient, to?: string): void {
  if (leaving) return;
  leaving = true;
  queryClient.clear();
  endSession();
  if (to) window.location.replace(to);
  else window.location.reload();
}
