/**
 * Clickjacking: a page on another origin (a loopback server of this test) frames the dashboard's login page;
 * Chromium must refuse to render it there (frame-ancestors 'none', X-Frame-Options).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';

const LOOPBACK = '127.0.0.1';
/** A frame of the embedder's own origin: proves frames render here at all. */
const CONTROL_TEXT = 'control frame rendered';
/** Where Chromium sends a frame it refused to render. */
const REFUSED_FRAME_URL = /^chrome-error:/;

// The refused frame is the point of this test: Chromium reports it on the embedder's console.
test.use({ expectedCspViolations: /frame-ancestors/ });

/** Serves `/` (an iframe of `target` and a same-origin control iframe) and `/control`. */
async function embedder(target: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.url === '/control') return response.end(`<p>${CONTROL_TEXT}</p>`);
    response.end(
      `<!doctype html><title>Embedder</title>` +
        `<iframe id="target" src="${target}" width="800" height="600"></iframe>` +
        `<iframe id="control" src="/control"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${LOOPBACK}:${port}/` };
}

test('another origin cannot frame the dashboard', async ({ page, baseURL }) => {
  const target = new URL('/login', baseURL).href;
  const { server, url } = await embedder(target);
  try {
    await page.goto(url);
    await expect(page.frameLocator('#control').getByText(CONTROL_TEXT)).toBeVisible();
    const frame = await (await page.locator('#target').elementHandle())!.contentFrame();
    // Refused, the frame shows Chromium's error page instead of the dashboard.
    await expect
      .poll(() => frame!.url(), { message: 'the framed dashboard is replaced by an error page' })
      .toMatch(REFUSED_FRAME_URL);
    await expect(page.frameLocator('#target').getByRole('button', { name: 'Sign in' })).toHaveCount(
      0,
    );
    await expect(page.frameLocator('#target').locator('input[type="password"]')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
