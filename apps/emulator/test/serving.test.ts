import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACT_ARIA_PRESS_STYLE_HASH } from '../src/http/contentSecurityPolicy.js';
import { Browser, startEmulator, type TestEmulator } from './support/emulator.js';
import { act } from './support/actions.js';
import { rawRequest } from './support/rawRequest.js';

const INLINE_SCRIPT = "(function () { document.documentElement.dataset.notice = 'checked'; })();";
const ENTRY = '/assets/index-AbC123xy.js';
const ENTRY_SOURCE = `export const answer = ${JSON.stringify('x'.repeat(4096))};\n`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Paydesk</title><script type="module" crossorigin src="${ENTRY}"></script></head>
  <body><script>${INLINE_SCRIPT}</script><div id="root"></div></body>
</html>
`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROTLI_AND_GZIP = { 'accept-encoding': 'br, gzip' };

let emulator: TestEmulator;
let dashboardDir: string;

/** A built dashboard as the Vite build leaves it: hashed assets with .br/.gz siblings, a hidden source map. */
function writeDashboard(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    [ENTRY.slice(1)]: ENTRY_SOURCE,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, `${ENTRY.slice(1)}.map`), '{"version":3,"sources":["secret.ts"]}');
}

beforeAll(async () => {
  dashboardDir = mkdtempSync(join(tmpdir(), 'paydesk-dashboard-'));
  writeDashboard(dashboardDir);
  emulator = await startEmulator({ dashboardDir });
});
afterAll(async () => {
  await emulator.stop();
  rmSync(dashboardDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(emulator.url, path, headers);

describe('precompressed static files', () => {
  it('sends brotli when accepted', async () => {
    const answer = await get(ENTRY, BROTLI_AND_GZIP);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(ENTRY_SOURCE);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const answer = await get(ENTRY, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(ENTRY_SOURCE);
  });

  it('sends the file as is without Accept-Encoding', async () => {
    const answer = await get(ENTRY);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(ENTRY_SOURCE);
  });

  it('compresses index.html and the SPA fallback', async () => {
    for (const path of ['/', '/transactions', '/disputes/dsp_1']) {
      const answer = await get(path, BROTLI_AND_GZIP);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(INDEX_HTML);
    }
  });
});

describe('caching', () => {
  it('keeps content-hashed assets for a year', async () => {
    for (const headers of [BROTLI_AND_GZIP, {}]) {
      expect((await get(ENTRY, headers)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('revalidates index.html, the fallback and unhashed files', async () => {
    for (const path of ['/', '/index.html', '/transactions', '/favicon.svg']) {
      const answer = await get(path, BROTLI_AND_GZIP);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('never stores API answers', async () => {
    expect((await get('/api/push-config')).headers['cache-control']).toBe('no-store');
  });
});

describe('source maps', () => {
  it('are not served', async () => {
    for (const headers of [{}, BROTLI_AND_GZIP]) {
      const answer = await get(`${ENTRY}.map`, headers);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('secret.ts');
    }
    expect((await get('/assets/missing-AbC123xy.js.map')).status).toBe(404);
  });
});

describe('security headers', () => {
  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };

  it.each(['/', '/transactions', ENTRY, '/favicon.svg', '/api/push-config', '/api/nowhere/at/all'])(
    'are on %s',
    async (path) => {
      const answer = await get(path, BROTLI_AND_GZIP);
      expect(answer.headers).toMatchObject(COMMON);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(answer.headers['permissions-policy']).toContain(`${feature}=()`);
      }
    },
  );

  it('give HTML a strict Content-Security-Policy with the inline script’s hash', async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const host = new URL(emulator.url).host;
    for (const path of ['/', '/transactions']) {
      const policy = String((await get(path, BROTLI_AND_GZIP)).headers['content-security-policy']);
      const directives = new Map(
        policy.split(/;\s*/).map((directive) => {
          const [name = '', ...sources] = directive.split(' ');
          return [name, sources];
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(directives.get('style-src')).toEqual([
        "'self'",
        `'sha256-${REACT_ARIA_PRESS_STYLE_HASH}'`,
      ]);
      expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
      expect(directives.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy).not.toContain('unsafe');
    }
  });

  it('leave the policy off non-HTML answers', async () => {
    expect((await get(ENTRY)).headers['content-security-policy']).toBeUndefined();
  });

  it('refuse a page asked for under a foreign Host', async () => {
    const answer = await get('/', { host: 'rebind.attacker.test', ...BROTLI_AND_GZIP });
    expect(answer.status).toBe(421);
    expect(answer.body.toString()).not.toContain(INLINE_SCRIPT);
  });
});

describe('uploaded files', () => {
  /**
   * Uploads `content` as dispute evidence and answers the raw download. Evidence takes a file of any type (mailbox
   * attachments are refused unless their type is allowed), so what the provider serves back is what is tested.
   */
  async function uploadAndDownload(name: string, mimeType: string, content: string) {
    const browser = new Browser(emulator.url);
    await browser.signIn('admin@paydesk.test');
    const allocated = await act(browser, 'payments', 'disputes/allocateAttachment', {
      data: { type: 'file', attributes: { name, size: Buffer.byteLength(content), mimeType } },
    });
    const { id, attributes } = allocated.document.data as {
      id: string;
      attributes: { uploadPath: string };
    };
    const upload = await fetch(`${emulator.url}${attributes.uploadPath}`, {
      method: 'PUT',
      headers: {
        cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        'content-type': 'application/octet-stream',
      },
      body: content,
    });
    expect(upload.status).toBe(204);
    return rawRequest(emulator.url, `/api/files/${id}`, {
      cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
    });
  }

  it('are served as opaque downloads when their type is not on the allow-list', async () => {
    const html = '<script>alert(document.cookie)</script>';
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml']) {
      const answer = await uploadAndDownload('invoice.html', type, html);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type'], type).toBe('application/octet-stream');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
      expect(answer.headers['content-security-policy']).toContain('sandbox');
      expect(answer.body.toString()).toBe(html);
    }
  });

  it('keep an allowed type and name the file safely', async () => {
    const name = 'Relevé "mai"\r\n(2025)\'s.pdf';
    const answer = await uploadAndDownload(name, 'Application/PDF; charset=binary', '%PDF-1.4');
    expect(answer.headers['content-type']).toBe('application/pdf');
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="Relev_ _mai___(2025)'s.pdf"; filename*=UTF-8''Relev%C3%A9%20%22mai%22%0D%0A%282025%29%27s.pdf`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
  });
});
