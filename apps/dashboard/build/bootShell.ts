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
 */
export function bootShellScript(): string {
  const authPaths = new RegExp(`^/(${AUTH_PATHS.join('|')})(/|$)`);
  return `(function () {
  try {
    if (!/(^|;\\s*)${cookies.channel}=[^;]/.test(document.cookie)) return;
    if (${String(authPaths)}.test(location.pathname)) return;
    var titles = JSON.parse(localStorage.getItem(${JSON.stringify(PAGE_TITLES_KEY)}) || '{}');
    var title = titles[location.pathname];
    if (typeof title === 'string') document.getElementById(${JSON.stringify(BOOT_TITLE_ID)}).textContent = title;
    document.getElementById(${JSON.stringify(BOOT_SHELL_ID)}).hidden = false;
  } catch (error) {}
})();`;
}

/**
 * Paints the app's frame (product name, sidebar and page placeholders, the page's title) from index.html, before
 * any JavaScript of the app has loaded; the app removes it once it renders a page (main.tsx). Its styles are in
 * the entry's stylesheet (src/shared/bootShell/bootShell.css), which the HTML loads before the first paint.
 */
export function bootShellPlugin(): Plugin {
  return {
    name: 'paydesk:boot-shell',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error('index.html has no empty #root');
      return html.replace(
        root,
        `${bootShellMarkup()}\n    <script>${bootShellScript()}</script>\n    ${root}`,
      );
    },
  };
}
