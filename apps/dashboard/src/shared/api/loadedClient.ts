import type { ApiClient } from '@paydesk/api-client';

/**
 * The API client arrives with the first page that calls the provider (the login page loads it only when the
 * form is sent), so app-wide listeners wait for it here instead of importing it — importing would load the
 * client, its contract and the push transport on every page up front.
 */
let loaded: ApiClient | undefined;
const waiting = new Set<(api: ApiClient) => void>();

/** Called once by `./client` when the client exists. */
export function clientLoaded(api: ApiClient): void {
  loaded = api;
  for (const callback of waiting) callback(api);
  waiting.clear();
}

/** Runs `callback` with the client now if it is loaded, else as soon as it is; the result cancels the wait. */
export function whenClientLoaded(callback: (api: ApiClient) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
