/**
 * The built index.html paints the signed-in frame before the app's code runs: its module scripts become
 * modulepreload links, and the boot script starts them (and the page's other code) at once for a visitor who sees
 * no frame, after the frame's first paint otherwise.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  bootShellScript,
  deferEntries,
  signedInChunks,
  signInCode,
  textFontPreload,
} from '../apps/dashboard/build/bootShell';
import {
  frameTextsOf,
  signInFrameMarkup,
  SIGN_IN_FRAME_MESSAGES,
} from '../apps/dashboard/build/signInFrame';

/** A bundle's chunk as the build hands it to the plugin. */
const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds: [],
  ...extra,
});

const page = `<head>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`;

/** The sign-in frame's texts in two languages, as the build reads them from the catalogs. */
const signInTexts = {
  en: { title: 'Sign in to Paydesk', description: 'Use the email…', footer: '© 2025 Paydesk.' },
  de: { title: 'Bei Paydesk anmelden', description: 'Verwenden Sie…', footer: '© 2025 Paydesk.' },
};

/** An element of the minimal document: what the boot script sets on it. */
interface FakeElement {
  hidden: boolean;
  textContent: string;
  attributes: Record<string, string>;
  setAttribute: (name: string, value: string) => void;
}

const element = (): FakeElement => {
  const attributes: Record<string, string> = {};
  return {
    hidden: true,
    textContent: '',
    attributes,
    setAttribute: (name, value) => {
      attributes[name] = value;
    },
  };
};

/** Runs the boot script against a minimal document; returns the scripts it appended and the frames' state. */
function boot({
  cookie,
  path,
  systemDark = false,
  signedIn = ['/assets/session-4.js'],
}: {
  cookie: string;
  path: string;
  systemDark?: boolean;
  /** The signed-in page's chunks the build found. */
  signedIn?: string[];
}) {
  const appended: string[] = [];
  const preloaded: string[] = [];
  /** Everything added to the head, in order: `preload <url>` or `script <url>`. */
  const added: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const elements: Record<string, FakeElement> = {};
  const byId = (id: string) => (elements[id] ??= element());
  const document = {
    cookie,
    createElement: () => ({}) as { src?: string },
    head: {
      appendChild: (element: { src?: string; rel?: string; href?: string }) => {
        const preload = element.rel === 'modulepreload';
        if (preload) preloaded.push(element.href!);
        else appended.push(element.src!);
        added.push(preload ? `preload ${element.href}` : `script ${element.src}`);
      },
    },
    getElementById: byId,
  };
  runInNewContext(
    bootShellScript(
      ['/assets/runtime-1.js', '/assets/index-2.js'],
      signedIn,
      {
        chunks: ['/assets/login-8.js'],
        catalogs: { en: '/assets/messages-en.js', de: '/assets/messages-de.js' },
      },
      signInTexts,
    ),
    {
      document,
      location: { pathname: path },
      localStorage: { getItem: () => JSON.stringify({ '/transactions': 'Transactions' }) },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }),
    },
  );
  /** Runs the frames asked for, then every timer, the ones timers set included; counts the timers' tasks. */
  const runFrames = () => {
    for (const frame of frames) frame();
    let tasks = 0;
    while (timers.length > 0 && tasks < 100) {
      timers.shift()!();
      tasks += 1;
    }
  };
  /** Runs one timer's task (the first set), if any. */
  const runTask = () => timers.shift()?.();
  return {
    appended,
    preloaded,
    added,
    runFrames,
    runTask,
    shell: byId('boot-shell'),
    title: byId('boot-shell-title'),
    signIn: byId('boot-sign-in'),
    signInText: (key: string) => byId(`boot-sign-in-${key}`).textContent,
  };
}

describe('boot shell', () => {
  it('turns the module scripts into modulepreload links, keeping their order', () => {
    const { html, entries } = deferEntries(page);
    expect(entries).toEqual(['/assets/runtime-1.js', '/assets/index-2.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-2.js">');
    expect(html).toContain('rel="stylesheet"');
  });

  it('starts the app at once for a visitor who is not signed in, fetching no signed-in code', () => {
    const { appended, preloaded, shell } = boot({ cookie: '', path: '/transactions' });
    expect(appended).toEqual(['/assets/runtime-1.js', '/assets/index-2.js']);
    expect(preloaded).toEqual([]);
    expect(shell.hidden).toBe(true);
  });

  it("fetches the session's and the frame's code for a signed-in visitor with the app, after the frame's paint", () => {
    const { added, runFrames } = boot({
      cookie: 'paydesk_ws_channel=private-session-1',
      path: '/transactions',
    });
    // Adding a preload link costs the main thread a few ms: none may hold the frame's first paint back.
    expect(added).toEqual([]);
    runFrames();
    expect(added).toEqual([
      'script /assets/runtime-1.js',
      'script /assets/index-2.js',
      'preload /assets/session-4.js',
    ]);
  });

  it('adds the preload links three a task, after the entry: all in one task, they made a long task', () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/shell-${index}.js`);
    const { added, preloaded, runFrames, runTask } = boot({
      cookie: 'paydesk_ws_channel=private-session-1',
      path: '/transactions',
      signedIn: chunks,
    });
    // The first timer is the start (the background tab's fallback): the entry, then the first links.
    runTask();
    expect(added).toEqual([
      'script /assets/runtime-1.js',
      'script /assets/index-2.js',
      ...chunks.slice(0, 3).map((url) => `preload ${url}`),
    ]);
    runTask();
    expect(preloaded).toEqual(chunks.slice(0, 6));
    runTask();
    expect(preloaded).toEqual(chunks.slice(0, 9));
    runTask();
    expect(preloaded).toEqual(chunks);
    // The frame's own start finds the app started: nothing is added twice.
    runFrames();
    expect(added).toHaveLength(12);
  });

  it("finds the signed-in chunks in the build: the route tree, the guard's modules and all they import, not the entry", () => {
    const bundle = {
      'assets/index-2.js': chunk('assets/index-2.js', []),
      'assets/routes-8.js': chunk('assets/routes-8.js', ['assets/index-2.js'], {
        moduleIds: ['/app/apps/dashboard/src/routeTree.gen.ts'],
      }),
      // The guard's module, re-exported from the chunk that holds it (a dynamic import's facade).
      'assets/-guardModules-4.js': chunk('assets/-guardModules-4.js', ['assets/session-5.js'], {
        facadeModuleId: '/app/apps/dashboard/src/routes/-guardModules.ts',
      }),
      'assets/session-5.js': chunk(
        'assets/session-5.js',
        ['assets/index-2.js', 'assets/shell-6.js'],
        {
          moduleIds: [
            '/app/apps/dashboard/src/routes/-guardModules.ts',
            '/app/apps/dashboard/src/shared/session/session.ts',
            '/app/apps/dashboard/src/features/organization/scope.ts',
          ],
        },
      ),
      'assets/shell-6.js': chunk('assets/shell-6.js', []),
      'assets/payouts-7.js': chunk('assets/payouts-7.js', ['assets/shell-6.js']),
      'assets/index-3.css': { type: 'asset', fileName: 'assets/index-3.css' },
    };
    expect(signedInChunks(bundle, ['/assets/index-2.js']).sort()).toEqual([
      '/assets/-guardModules-4.js',
      '/assets/routes-8.js',
      '/assets/session-5.js',
      '/assets/shell-6.js',
    ]);
  });

  it('shows the frame to a signed-in visitor and starts the app only after a frame, once', () => {
    const { appended, runFrames, shell, title, signIn } = boot({
      cookie: 'paydesk_ws_channel=private-session-1',
      path: '/transactions',
    });
    expect(shell.hidden).toBe(false);
    expect(signIn.hidden).toBe(true);
    expect(title.textContent).toBe('Transactions');
    expect(appended).toEqual([]);
    runFrames();
    expect(appended).toEqual(['/assets/runtime-1.js', '/assets/index-2.js']);
  });

  it('starts a signed-in visitor on the sign-in pages at once, without a frame', () => {
    for (const path of ['/login', '/login/2fa', '/reset']) {
      const { appended, shell, signIn } = boot({
        cookie: 'paydesk_ws_channel=private-session-1',
        path,
      });
      expect(appended).toHaveLength(2);
      expect(shell.hidden).toBe(true);
      expect(signIn.hidden).toBe(true);
    }
  });

  it("shows a visitor the sign-in page's frame in their language and theme, and starts the app after a frame", () => {
    const { appended, runFrames, shell, signIn, signInText } = boot({
      cookie: 'theme=dark; language=de',
      path: '/login',
    });
    expect(signIn.hidden).toBe(false);
    expect(shell.hidden).toBe(true);
    expect(signIn.attributes['data-theme']).toBe('dark');
    expect(signInText('title')).toBe('Bei Paydesk anmelden');
    expect(signInText('description')).toBe('Verwenden Sie…');
    expect(appended).toEqual([]);
    runFrames();
    expect(appended).toEqual(['/assets/runtime-1.js', '/assets/index-2.js']);
  });

  it('colours the sign-in frame as the theme cookie says, or as the system does when it says auto or nothing', () => {
    const themeOf = (cookie: string, systemDark: boolean) =>
      boot({ cookie, path: '/login', systemDark }).signIn.attributes['data-theme'];
    expect(themeOf('theme=dark', false)).toBe('dark');
    expect(themeOf('theme=light', true)).toBe('light');
    expect(themeOf('theme=auto', true)).toBe('dark');
    expect(themeOf('', true)).toBe('dark');
    expect(themeOf('', false)).toBe('light');
  });

  it('words the sign-in frame in English for a language it has no texts for, and only on /login', () => {
    expect(boot({ cookie: 'language=xx', path: '/login' }).signInText('title')).toBe(
      'Sign in to Paydesk',
    );
    const other = boot({ cookie: '', path: '/login/2fa' });
    expect(other.signIn.hidden).toBe(true);
    expect(other.appended).toHaveLength(2);
  });

  it("reads the sign-in frame's texts from a catalog, in the files the page writes them", () => {
    const entry = (message: string, file: string, translation: string) => ({
      message,
      translation,
      origin: [[file, 1]] as const,
    });
    const english = Object.fromEntries(
      Object.entries(SIGN_IN_FRAME_MESSAGES).map(([key, { message, file }]) => [
        key,
        entry(message, file, message),
      ]),
    );
    const texts = frameTextsOf(english);
    expect(texts.title).toBe('Sign in to Paydesk');
    const german = frameTextsOf(
      { ...english, title: entry('Sign in to Paydesk', SIGN_IN_FRAME_MESSAGES.title.file, '') },
      { ...texts, title: 'fallback' },
    );
    expect(german.title).toBe('fallback');
    const moved = { ...english, title: entry('Sign in to Paydesk', 'src/elsewhere.tsx', 'x') };
    expect(() => frameTextsOf(moved)).toThrow(/Sign in to Paydesk/);
    expect(() =>
      frameTextsOf({ ...english, title: { ...english.title!, obsolete: true } }),
    ).toThrow();
  });

  it('marks up the sign-in frame hidden, out of the accessibility tree, with a place for each text', () => {
    const markup = signInFrameMarkup();
    expect(markup).toMatch(/^<div id="boot-sign-in" class="boot-auth" aria-hidden="true" hidden>/);
    for (const key of Object.keys(SIGN_IN_FRAME_MESSAGES))
      expect(markup).toContain(`id="boot-sign-in-${key}"`);
  });

  it("fetches the sign-in page's code and its language's boot messages with the entry on /login", () => {
    /** What the page preloads once the frame is painted and the entry starts. */
    const preloadedOn = (cookie: string, path: string) => {
      const { preloaded, runFrames } = boot({ cookie, path });
      expect(preloaded).toEqual([]);
      runFrames();
      return preloaded;
    };
    expect(preloadedOn('theme=dark; language=de', '/login')).toEqual([
      '/assets/login-8.js',
      '/assets/messages-de.js',
    ]);
    expect(preloadedOn('', '/login/')).toEqual(['/assets/login-8.js', '/assets/messages-en.js']);
    expect(preloadedOn('language=xx', '/login')).toContain('/assets/messages-en.js');
    expect(boot({ cookie: '', path: '/login/2fa' }).preloaded).toEqual([]);
    // A signed-in visitor sees no sign-in frame: the code and the entry start at once.
    expect(boot({ cookie: 'paydesk_ws_channel=private-session-1', path: '/login' }).added).toEqual([
      'script /assets/runtime-1.js',
      'script /assets/index-2.js',
      'preload /assets/login-8.js',
      'preload /assets/messages-en.js',
    ]);
  });

  it("finds the sign-in page's chunks and each language's boot catalog in the build", () => {
    const bundle = {
      'assets/index-2.js': chunk('assets/index-2.js', [], { isEntry: true }),
      'assets/login-8.js': chunk('assets/login-8.js', ['assets/index-2.js', 'assets/fields-9.js'], {
        moduleIds: ['/app/apps/dashboard/src/routes/_auth/login/index.tsx?tsr-split=component'],
      }),
      'assets/fields-9.js': chunk('assets/fields-9.js', []),
      'assets/messages-en.js': chunk('assets/messages-en.js', [], {
        facadeModuleId: '/app/apps/dashboard/src/locales/en/messages.po?part=boot',
      }),
      'assets/messages-all.js': chunk('assets/messages-all.js', [], {
        facadeModuleId: '/app/apps/dashboard/src/locales/en/messages.po?part=rest',
      }),
    };
    const code = signInCode(bundle, ['/assets/index-2.js']);
    expect(code.chunks.sort()).toEqual(['/assets/fields-9.js', '/assets/login-8.js']);
    expect(code.catalogs).toEqual({ en: '/assets/messages-en.js' });
  });

  it("preloads the text face's Latin subset, and the build fails without it", () => {
    const fonts = ['latin-ext', 'latin', 'greek'].map((subset) => ({
      fileName: `assets/inter-${subset}-wght-normal-x1.woff2`,
    }));
    expect(textFontPreload(Object.fromEntries(fonts.map((font) => [font.fileName, font])))).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-x1.woff2">',
    );
    expect(() => textFontPreload({})).toThrow(/Latin/);
  });
});
