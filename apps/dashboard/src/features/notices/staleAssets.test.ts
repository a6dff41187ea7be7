import { describe, expect, it } from 'vitest';
import { isStaleAssetError } from './staleAssets';

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
