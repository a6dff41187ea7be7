import { describe, expect, it } from 'vitest';
import { safeRedirect } from './signInFlow';

const ORIGIN = 'http://127.0.0.1:4173';

describe('safeRedirect', () => {
  // Every one of these leaves the app's origin when handed to location.assign as it is.
  const foreign = [
    '/\\evil.test/path',
    '/\t/evil.test/path', // `/%09/evil.test/path` once the search param is decoded
    '/%09/evil.test/path'.replace('%09', '\t'),
    '/\n/evil.test/path',
    '/\r/evil.test/path',
    '//evil.test/path',
    '///evil.test/path',
    '\\\\evil.test/path',
    '\\/evil.test/path',
    '/\\/evil.test/path',
    ' //evil.test/path',
    'https://evil.test/path',
    'HTTP://evil.test',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://127.0.0.1:4174/transactions',
    'http://127.0.0.1.evil.test:4173/',
    'http://user@evil.test',
  ];

  it.each(foreign)('refuses %j', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBeUndefined();
  });

  it.each([
    ['/transactions', '/transactions'],
    ['/transactions?status=failed#top', '/transactions?status=failed#top'],
    ['/disputes/dsp_1', '/disputes/dsp_1'],
    ['/%09/evil.test/path', '/%09/evil.test/path'],
    [`${ORIGIN}/settings`, '/settings'],
    // Same-origin to the parser, but protocol-relative if written back as it is: the leading slashes fold.
    ['/.//evil.test/path', '/evil.test/path'],
    ['/x/..//evil.test', '/evil.test'],
    // A scheme-relative reference on the same scheme is a path of this origin.
    ['http:evil.test', '/evil.test'],
  ])('keeps the same-origin %j as %j', (target, expected) => {
    const kept = safeRedirect(target, ORIGIN);
    expect(kept).toBe(expected);
    expect(new URL(kept!, ORIGIN).origin).toBe(ORIGIN);
  });

  it('refuses what is not a non-empty string', () => {
    for (const target of [undefined, null, 42, {}, ''])
      expect(safeRedirect(target, ORIGIN)).toBeUndefined();
  });
});
