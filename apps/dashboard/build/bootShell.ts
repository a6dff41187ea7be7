import type { Plugin } from 'vite';
import { cookies } from '../../../packages/api-client/src/routes';
import { productName } from '../src/shared/brand';
import {
  AUTH_PATHS,
  BOOT_SHELL_ID,
  BOOT_TITLE_ID,
  PAGE_TITLES_KEY,
} from '../src/shared/bootShell/bootShell';

const ENTRY_PLACEHOLDERS = 7;
const BLOCK_PLACEHOLDERS = 3;

/** The frame painted from index.html: nothing in it depends on what the user may see. */
export function bootShellMarkup(): string {
  const entries = '<span class="boot-shell-entry"></span>'.repeat(ENTRY_PLACEHOLDERS);
  const blocks = '<span class="boot-shell-block"></span>'.repeat(BLOCK_PLACEHOLDERS);
  return (
    `<div id="${BOOT_SHELL_ID}" class="boot-shell" aria-hidden="true" hidden>` +
    `<div class="boot-shell-sidebar"><span class="boot-shell-brand">${productName}</span>${entries}</div>` +
    `<div class="boot-shell-main"><span class="boot-shell-title" id="${BOOT_TITLE_ID}"></span>${blocks}</div>` +
    `</div>`
  );
}

/**
 * The inline script (ES5, allowed by its hash) that shows the frame to a signed-in visitor (the channel cookie is
 * set) opening a signed-in page, with the page's title as the previous visit wrote it for this address.
 *
 * It also starts the app's `entries` (module scripts, already fetching through modulepreload links). Evaluating
 * the entry is one long task; started from the HTML it ran before the frame's first paint and held it back. When
 * the frame is shown, the entry starts after the next frame (or 250 ms in a background tab, which has no frames);
 * otherwise at once.
 */
export function bootShellScript(entries: readonly string[] = []): string {
  const authPaths = new RegExp(`^/(${AUTH_PATHS.join('|')})(/|$)`);
  return `(function (entries) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entries[i];
      document.head.appendChild(script);
    }
  }
  try {
    if (!/(^|;\\s*)${cookies.channel}=[^;]/.test(document.cookie)) return start();
    if (${String(authPaths)}.test(location.pathname)) return start();
    var titles = JSON.parse(localStorage.getItem(${JSON.stringify(PAGE_TITLES_KEY)}) || '{}');
    var title = titles[location.pathname];
    if (typeof title === 'string') document.getElementById(${JSON.stringify(BOOT_TITLE_ID)}).textContent = title;
    document.getElementById(${JSON.stringify(BOOT_SHELL_ID)}).hidden = false;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, ${BACKGROUND_START_MS});
  } catch (error) {
    start();
  }
})(${JSON.stringify(entries)});`;
}

/** A tab opened in the background paints no frames: its app starts after this long instead. */
const BACKGROUND_START_MS = 250;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * The built page's module scripts become modulepreload links (fetched as early as before) and their URLs, in
 * order, the entries the boot script starts.
 */
export function deferEntries(html: string): { html: string; entries: string[] } {
  const entries: string[] = [];
  const deferred = html.replace(MODULE_SCRIPT, (_tag, src: string) => {
    entries.push(src);
    return `<link rel="modulepreload" crossorigin href="${src}">\n    `;
  });
  return { html: deferred, entries };
}

/**
 * Paints the app's frame (product name, sidebar and page placeholders, the page's title) from index.html, before
 * any JavaScript of the app has loaded; the app removes it once it renders a page (main.tsx). Its styles are in
 * the entry's stylesheet (src/shared/bootShell/bootShell.css), which the HTML loads before the first paint.
 */
export function bootShellPlugin(): Plugin {
  return {
    name: 'paydesk:boot-shell',
    transformIndexHtml: {
      // After Vite has written the entry's tags into the page (build), so they can be deferred.
      order: 'post',
      handler(page, context) {
        const root = '<div id="root"></div>';
        if (!page.includes(root)) throw new Error('index.html has no empty #root');
        // The dev server's entry stays a plain module script; only the build defers it.
        const { html, entries } = context.bundle ? deferEntries(page) : { html: page, entries: [] };
        if (context.bundle && entries.length === 0) throw new Error('no module entry to defer');
        return html.replace(
          root,
          `${bootShellMarkup()}\n    <script>${bootShellScript(entries)}</script>\n    ${root}`,
        );
      },
    },
  };
}
