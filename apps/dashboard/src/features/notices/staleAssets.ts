/** Browser messages for a code-split chunk that is no longer on the server (a new version was deployed). */
// They are matched against, never shown.
/* eslint-disable lingui/no-unlocalized-strings */
const staleChunkMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preload
];
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether an error means the page's assets are outdated (SPEC §4: offer a reload). */
export function isStaleAssetError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return staleChunkMessages.some((text) => message.includes(text));
}

type Listener = () => void;
let stale = false;
const listeners = new Set<Listener>();

/** Marks the assets outdated; the notice subscribed below shows the reload offer. */
export function reportStaleAssets(): void {
  if (stale) return;
  stale = true;
  listeners.forEach((listener) => listener());
}

export const staleAssets = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isStale: () => stale,
};

/**
 * Vite raises `vite:preloadError` when a chunk or its CSS fails to load. The error is kept from the import (it
 * resolves empty): the router reloads the page at once when a route's chunk is missing, and SPEC §4 asks for the
 * 'outdated' warning with a reload the user chooses instead (RouteError shows the page's part of it). A rejected
 * import of another kind reaches the rejection listener.
 */
export function watchStaleAssets(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reportStaleAssets();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isStaleAssetError(event.reason)) reportStaleAssets();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
