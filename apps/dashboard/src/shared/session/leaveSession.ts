import type { QueryClient } from '@tanstack/react-query';
import { endSession } from './session';

/**
 * Drops everything of the identity this page holds (the client session, the query cache) and then loads `to`,
 * or reloads: a full page load, so nothing of the previous identity survives in memory.
 */
export function leaveSession(queryClient: QueryClient, to?: string): void {
  queryClient.clear();
  endSession();
  if (to) window.location.replace(to);
  else window.location.reload();
}
