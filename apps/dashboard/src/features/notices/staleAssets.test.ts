import { describe, expect, it } from 'vitest';
import { isStaleAssetError, staleAssets, watchStaleAssets } from './staleAssets';

describe('isStaleAssetError', () => {
  it('recognises a chunk that is gone in each engine', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/projects-1a2b.js',
      'error loading dynamically imported module: http://127.0.0.1/assets/projects-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/projects-1a2b.css',
    ]) {
      expect(isStaleAssetError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isStaleAssetError(new Error('Network request failed'))).toBe(false);
    expect(isStaleAssetError(undefined)).toBe(false);
  });
});

describe('watchStaleAssets', () => {
  it('marks the assets outdated and keeps a failed chunk from rejecting its import', () => {
    const target = new EventTarget();
    const stop = watchStaleAssets(target);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    stop();
    // Not prevented, Vite's preload helper rethrows and the router reloads the page by itself.
    expect(event.defaultPrevented).toBe(true);
    expect(staleAssets.isStale()).toBe(true);
  });
});
