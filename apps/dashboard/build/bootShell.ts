import type { Plugin } from 'vite';
import { cookies } from '../../../packages/api-client/src/routes';
import { productName } from '../src/shared/brand';
import { preferenceCookies } from '../src/shared/preferences/cookieNames';
import {
  AUTH_PATH,
  BOOT_SHELL_ID,
  BOOT_TITLE_ID,
  PAGE_TITLES_KEY,
  SIGN_IN_FRAME_ID,
  SIGN_IN_PAGE,
} from '../src/shared/bootShell/bootShell';
import {
  SIGN_IN_FRAME_MESSAGES,
  signInFrameMarkup,
  signInFrameTexts,
  signInFrameTextId,
  type SignInFrameTexts,
} from './signInFrame';

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
 *
 * Those fetches start with the entry, not before the frame: adding a modulepreload link costs the main thread
 * some 5–10 ms at 4× CPU (the request is set up there), so fifteen of them held the first paint back by ~90 ms.
 * The entry comes first, then the links, `PRELOADS_PER_TASK` a task: all in one task, they made a long task.
 */
export function bootShellScript(
  entries: readonly string[] = [],
  signedIn: readonly string[] = [],
  signIn: SignInCode = { chunks: [], catalogs: {} },
  signInTexts: Readonly<Record<string, SignInFrameTexts>> = {},
): string {
  const textIds = Object.fromEntries(
    Object.keys(SIGN_IN_FRAME_MESSAGES).map((key) => [
      key,
      signInFrameTextId(key as keyof SignInFrameTexts),
    ]),
  );
  return `(function (entries, signedIn, signIn, signInTexts, textIds) {
  var started = false;
  var withEntries = [];
  function preload(urls, from) {
    var end = Math.min(urls.length, from + ${PRELOADS_PER_TASK});
    for (var j = from; j < end; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = urls[j];
      document.head.appendChild(link);
    }
    if (end < urls.length) setTimeout(function () { preload(urls, end); }, 0);
  }
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
    preload(withEntries, 0);
  }
  function startAfterFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, ${BACKGROUND_START_MS});
  }
  function cookie(name) {
    var found = new RegExp('(^|;\\\\s*)' + name + '=([^;]*)').exec(document.cookie);
    return found ? found[2] : '';
  }
  try {
    var signedInCookie = cookie(${JSON.stringify(cookies.channel)}) !== '';
    if (${String(SIGN_IN_PAGE)}.test(location.pathname)) {
      var language = cookie(${JSON.stringify(preferenceCookies.language)});
      withEntries = signIn.chunks.concat(signIn.catalogs[language] || signIn.catalogs.en || []);
      var texts = signInTexts[language] || signInTexts.en;
      if (signedInCookie || !texts) return start();
      for (var key in textIds) document.getElementById(textIds[key]).textContent = texts[key];
      var frame = document.getElementById(${JSON.stringify(SIGN_IN_FRAME_ID)});
      var theme = cookie(${JSON.stringify(preferenceCookies.theme)});
      var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
      frame.setAttribute('data-theme', dark ? 'dark' : 'light');
      frame.hidden = false;
      return startAfterFrame();
    }
    if (!signedInCookie) return start();
    if (${String(AUTH_PATH)}.test(location.pathname)) return start();
    withEntries = signedIn;
    var titles = JSON.parse(localStorage.getItem(${JSON.stringify(PAGE_TITLES_KEY)}) || '{}');
    var title = titles[location.pathname];
    if (typeof title === 'string') document.getElementById(${JSON.stringify(BOOT_TITLE_ID)}).textContent = title;
    document.getElementById(${JSON.stringify(BOOT_SHELL_ID)}).hidden = false;
    startAfterFrame();
  } catch (error) {
    start();
  }
})(${[entries, signedIn, signIn, signInTexts, textIds].map((value) => JSON.stringify(value)).join(', ')});`;
}

/** What is read of the build's outputs (a chunk's file, its static imports and its modules). */
export interface BundleOutput {
  type: string;
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
  /** A dynamic import's own small chunk, re-exporting its module from the chunk that holds it. */
  facadeModuleId?: string | null;
}

/**
 * The whole route tree (src/router.tsx imports it for any page but the public ones), the module of what the
 * signed-in guard imports (`routes/-guardModules.ts`, in the session's chunk) and the frame's layout.
 */
const SIGNED_IN_MODULES =
  /[\\/]src[\\/](routeTree\.gen\.ts|routes[\\/]-guardModules\.ts|routes[\\/]_dashboard\.tsx\?tsr-split=component)$/;

/** The chunks for which `starts` holds, with every chunk they import, directly or not. */
export function chunksImportedBy(
  bundle: Readonly<Record<string, BundleOutput>>,
  starts: (chunk: BundleOutput) => boolean,
): BundleOutput[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );
  const wanted = new Map<string, BundleOutput>();
  const visit = (chunk: BundleOutput | undefined) => {
    if (!chunk || wanted.has(chunk.fileName)) return;
    wanted.set(chunk.fileName, chunk);
    for (const imported of chunk.imports ?? []) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (starts(chunk)) visit(chunk);
  return [...wanted.values()];
}

/**
 * The URLs of the chunks holding modules that match `modules` (or re-exporting one, as a dynamic import's facade)
 * and of all they import, without the entry's own files (already preloaded by the HTML).
 */
function importedChunks(
  bundle: Readonly<Record<string, BundleOutput>>,
  modules: RegExp,
  entries: readonly string[],
): string[] {
  const entryFiles = new Set(entries.map((url) => url.replace(/^\//, '')));
  return chunksImportedBy(
    bundle,
    (chunk) =>
      Boolean(chunk.moduleIds?.some((id) => modules.test(id))) ||
      modules.test(chunk.facadeModuleId ?? ''),
  )
    .filter((chunk) => !entryFiles.has(chunk.fileName))
    .map((chunk) => `/${chunk.fileName}`);
}

/**
 * The JS files a signed-in page loads before it can render: the chunks holding the guard's modules and the frame's
 * layout, with everything they import.
 */
export const signedInChunks = (
  bundle: Readonly<Record<string, BundleOutput>>,
  entries: readonly string[],
) => importedChunks(bundle, SIGNED_IN_MODULES, entries);

/** The sign-in page's route modules (its layout and page): index.html fetches their chunks on /login. */
export const SIGN_IN_ROUTE_MODULES =
  /[\\/]src[\\/]routes[\\/]_auth(\.tsx|[\\/]login[\\/]index\.tsx)\?tsr-split/;

const BOOT_CATALOG = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po\?part=boot$/;

/** What the sign-in page loads besides the entry: its route chunks, and its catalog's boot part per language. */
export interface SignInCode {
  chunks: string[];
  catalogs: Record<string, string>;
}

/** Finds the sign-in page's code in the build: the chunks of its routes and all they import, not the entry. */
export function signInCode(
  bundle: Readonly<Record<string, BundleOutput>>,
  entries: readonly string[],
): SignInCode {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const catalogs: Record<string, string> = {};
  for (const chunk of chunks) {
    const locale = BOOT_CATALOG.exec(chunk.facadeModuleId ?? '')?.[1];
    if (locale) catalogs[locale] = `/${chunk.fileName}`;
  }
  return { chunks: importedChunks(bundle, SIGN_IN_ROUTE_MODULES, entries), catalogs };
}

/** The text face every page starts with: Inter's Latin subset (the others load when a page shows their letters). */
const TEXT_FONT = /(^|\/)inter-latin-wght-normal-[^/]+\.woff2$/;

/**
 * A preload link for the text face, so the first layout (the frame's, or the page's) lays text out in it instead
 * of a fallback font that is laid out again once the face arrives.
 */
export function textFontPreload(bundle: Readonly<Record<string, { fileName: string }>>): string {
  const font = Object.values(bundle).find((output) => TEXT_FONT.test(output.fileName));
  if (!font) throw new Error("the text face (Inter's Latin subset) is not in the build");
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`;
}

/**
 * Modulepreload links added in one task. At 4× CPU each costs 5–10 ms of the main thread: three stay well under a
 * long task (50 ms), and the signed-in page's fifteen take five short tasks.
 */
const PRELOADS_PER_TASK = 3;

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
      async handler(page, context) {
        const root = '<div id="root"></div>';
        if (!page.includes(root)) throw new Error('index.html has no empty #root');
        // The dev server's entry stays a plain module script; only the build defers it.
        const { html, entries } = context.bundle ? deferEntries(page) : { html: page, entries: [] };
        if (context.bundle && entries.length === 0) throw new Error('no module entry to defer');
        const signedIn = context.bundle ? signedInChunks(context.bundle, entries) : [];
        if (context.bundle && signedIn.length === 0) throw new Error('no signed-in chunk found');
        const signIn = context.bundle ? signInCode(context.bundle, entries) : undefined;
        if (signIn && (signIn.chunks.length === 0 || !signIn.catalogs.en))
          throw new Error("the sign-in page's chunks or boot catalogs were not found");
        const texts = context.bundle ? await signInFrameTexts() : {};
        const script = bootShellScript(entries, signedIn, signIn, texts);
        const font = context.bundle ? `\n    ${textFontPreload(context.bundle)}` : '';
        return html
          .replace('</title>', `</title>${font}`)
          .replace(
            root,
            `${bootShellMarkup()}\n    ${signInFrameMarkup()}\n    <script>${script}</script>\n    ${root}`,
          );
      },
    },
  };
}
