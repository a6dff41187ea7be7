import { describe, expect, it, vi } from 'vitest';
import { redirectLegacyHash } from './legacyHash';

describe('redirectLegacyHash', () => {
  it('turns /#/reset/{token} on any path into /reset/{token}', () => {
    for (const hash of ['#/reset/abc', '#/reset/abc/']) {
      const replace = vi.fn();
      expect(redirectLegacyHash({ hash }, replace)).toBe('/reset/abc');
      expect(replace).toHaveBeenCalledWith('/reset/abc');
    }
  });

  it('leaves other hashes alone', () => {
    const replace = vi.fn();
    for (const hash of ['', '#/login', '#section', '#/reset/', '#/reset/a/b']) {
      expect(redirectLegacyHash({ hash }, replace)).toBeUndefined();
    }
    expect(replace).not.toHaveBeenCalled();
  });
});
