import { createApiClient } from '@paydesk/api-client';
import { clientLoaded } from './loadedClient';
import { recordingFetch } from './recordRequests';

/** The tab's sessionStorage, unless the browser blocks it (the client then keeps them in memory only). */
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The one API client of the app. It talks to the provider on the same origin (the emulator by default);
 * the push server's coordinates come from the provider at session start. Every request it makes counts as
 * activity for the inactivity logout. Refunds and other money-moving calls whose outcome is not confirmed yet are
 * kept in the tab's sessionStorage, so a retry after a reload still cannot move the money twice.
 */
export const api = createApiClient({
  fetch: recordingFetch(),
  unconfirmedStorage: tabStorage(),
});
clientLoaded(api);
