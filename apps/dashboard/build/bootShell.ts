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
 * otherwise at once. A signed-in page also starts fetching `signedIn`, the code of the session and the frame that
 * the entry imports once it runs, so it downloads while the entry evaluates instead of after.
 */
export function bootShellScript(
  entries: readonly string[] = [],
  signedIn: readonly string[] = [],
): string {
  const authPaths = new RegExp(`^/(${AUTH_PATHS.join('|')})(/|$)`);
  return `(function (entries, signedIn) {
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
    for (var j = 0; j < signedIn.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = signedIn[j];
      document.head.appendChild(link);
    }
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
})(${JSON.stringify(entries)}, ${JSON.stringify(signedIn)});`;
}

/** What is read of the build's outputs (a chunk's file, its static imports and its modules). */
interface BundleOutput {
  type: string;
  fileName: string;
  imports?: readonly string[];
  moduleIds?: readonly string[];
  /** A dynamic import's own small chunk, re-exporting its module from the chunk that holds it. */
  facadeModuleId?: string | null;
}

/** The modules the signed-in guard imports (`routes/-dashboardContext.ts`) and the frame's layout. */
const SIGNED_IN_MODULES =
  /[\\/]src[\\/](shared[\\/]session[\\/]session\.ts|features[\\/]organization[\\/]scope\.ts|shared[\\/]api[\\/]queryClient\.ts|routes[\\/]_dashboard\.tsx\?tsr-split=component)$/;

/**
 * The JS files a signed-in page loads before it can render: the chunks holding the guard's modules and the frame's
 * layout, with everything they import, without the entry's own files (already preloaded by the HTML).
 */
export function signedInChunks(
  bundle: Readonly<Record<string, BundleOutput>>,
  entries: readonly string[],
): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );
  const wanted = new Set<string>();
  const visit = (fileName: string) => {
    if (wanted.has(fileName)) return;
    wanted.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values())
    if (
      chunk.moduleIds?.some((id) => SIGNED_IN_MODULES.test(id)) ||
      SIGNED_IN_MODULES.test(chunk.facadeModuleId ?? '')
    )
      visit(chunk.fileName);
  const entryFiles = new Set(entries.map((url) => url.replace(/^\//, '')));
  return [...wanted]
    .filter((fileName) => !entryFiles.has(fileName))
    .map((fileName) => `/${fileName}`);
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
        const signedIn = context.bundle ? signedInChunks(context.bundle, entries) : [];
        if (context.bundle && signedIn.length === 0) throw new Error('no signed-in chunk found');
        return html.replace(
          root,
          `${bootShellMarkup()}\n    <script>${bootShellScript(entries, signedIn)}</script>\n    ${root}`,
        );
      },
    },
  };
}
