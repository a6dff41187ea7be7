/**
 * Response headers of the served dashboard, as Chromium receives them: the policy and hardening headers on
 * index.html (the login page and a deep link), caching and compression of the hashed scripts, no source maps.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Pages served as index.html: the login page and a deep link the server falls back for. */
const DOCUMENTS = ['/login', '/transactions'];
const INDEX_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const COMPRESSIONS = ['br', 'gzip'];
/** Smaller files gain nothing from compression (the usual threshold of build-time compressors). */
const COMPRESSION_THRESHOLD_BYTES = 1_024;
/** Sources that would let an injected script run. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'];
/** A Vite content-hashed script: `/assets/name-HASH.js`. */
const HASHED_SCRIPT = /\/assets\/[\w.-]+-[\w-]{8,}\.js$/;

/** `default-src 'self'; script-src …` → directive → sources. */
function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Opens `path` and answers its document response and every script response it loaded. */
async function open(
  page: Page,
  path: string,
): Promise<{ document: Response; scripts: Response[] }> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const document = await page.goto(path);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  return { document: document!, scripts };
}

for (const path of DOCUMENTS) {
  test(`index.html at ${path} carries the security headers`, async ({ page }) => {
    const { document } = await open(page, path);
    const headers = await document.allHeaders();
    expect(headers['content-type']).toMatch(/^text\/html/);

    const csp = headers['content-security-policy'];
    expect(csp, 'Content-Security-Policy').toBeTruthy();
    const policy = parsePolicy(csp ?? '');
    expect.soft(policy.get('default-src'), 'default-src').toContain("'self'");
    const scriptSources = policy.get('script-src');
    expect.soft(scriptSources, 'an explicit script-src').toBeTruthy();
    for (const unsafe of UNSAFE_SCRIPT_SOURCES)
      expect.soft(scriptSources ?? [], `script-src without ${unsafe}`).not.toContain(unsafe);
    expect.soft(policy.get('frame-ancestors'), 'frame-ancestors').toEqual(["'none'"]);
    expect.soft(policy.get('object-src'), 'object-src').toEqual(["'none'"]);
    expect.soft(policy.get('base-uri'), 'base-uri').toEqual(["'none'"]);

    expect.soft(headers['x-content-type-options']).toBe('nosniff');
    expect.soft(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect.soft(headers['permissions-policy'], 'a Permissions-Policy').toBeTruthy();
    expect.soft(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect.soft(headers['cache-control'], 'index.html is revalidated').toBe(INDEX_CACHE);
  });
}

test('hashed scripts are cached for good, compressed, and ship no source maps', async ({
  page,
  request,
}) => {
  const { document, scripts } = await open(page, '/login');
  const hashed = scripts.filter((script) => HASHED_SCRIPT.test(new URL(script.url()).pathname));
  expect(hashed.length, 'the login page loads hashed scripts').toBeGreaterThan(0);
  for (const script of hashed) {
    const path = new URL(script.url()).pathname;
    const headers = await script.allHeaders();
    expect.soft(headers['cache-control'], `${path} cache-control`).toBe(ASSET_CACHE);
    const body = await script.body();
    if (body.length >= COMPRESSION_THRESHOLD_BYTES)
      expect.soft(COMPRESSIONS, `${path} content-encoding`).toContain(headers['content-encoding']);
    expect.soft(headers['x-content-type-options'], `${path} nosniff`).toBe('nosniff');
    expect
      .soft(headers['sourcemap'] ?? headers['x-sourcemap'], `${path} no map header`)
      .toBe(undefined);
    expect
      .soft(body.toString('utf8'), `${path} names no source map`)
      .not.toContain('sourceMappingURL');
  }

  // The entry script named by index.html (a modulepreload link the boot script starts): its map is not served.
  const html = await document.text();
  const entry = /<link rel="modulepreload"[^>]*href="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();
  for (const script of [entry!, ...hashed.map((response) => new URL(response.url()).pathname)]) {
    const map = await request.get(`${script}.map`);
    expect.soft(map.status(), `${script}.map`).toBe(404);
  }
});
