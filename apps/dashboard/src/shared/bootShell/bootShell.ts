/**
 * The frame index.html paints before the app's code runs (build/bootShell.ts): the product name, placeholders for
 * the sidebar's entries and the page, and the page's title from the previous visit. It holds nothing the user may
 * no longer be allowed to see: no sidebar entry, no organization, no data — those render only after this load's
 * permissions answer.
 */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_TITLE_ID = 'boot-shell-title';
/** The sign-in page's frame: its card with the page's title and explanation, the form as placeholders. */
export const SIGN_IN_FRAME_ID = 'boot-sign-in';
/** localStorage: the translated title of each page address opened before (`{ [pathname]: title }`). */
export const PAGE_TITLES_KEY = 'paydesk.pageTitles';
/**
 * The first segments of the pages that need no sign-in: the public route tree's `_auth` routes and logout (a test
 * holds the two together). The frame stays hidden there, and a signed-in page's code is not fetched early.
 */
export const AUTH_PATHS = [
  'login',
  'reset',
  'logout',
  'session-expired',
  'account-blocked',
  'account-suspended',
  'confirm',
  'reset2fa',
  'set-2fa',
  'sign-up',
] as const;

/** A pathname of a page that needs no sign-in, by its first segment (index.html's frame script uses it). */
export const AUTH_PATH = new RegExp(`^/(${AUTH_PATHS.join('|')})(/|$)`);
/** The sign-in page: it shows only the catalog's boot part, and index.html fetches its code with the entry. */
export const SIGN_IN_PAGE = /^\/login\/?$/;

const MAX_TITLES = 40;
/** A frame shown longer than this goes anyway (an app that never renders a heading must not stay hidden). */
const MAX_SHOWN_MS = 20_000;

/** Keeps the page's title for the frame of the next visit of this address. */
export function rememberPageTitle(pathname: string, title: string): void {
  try {
    const titles = JSON.parse(localStorage.getItem(PAGE_TITLES_KEY) ?? '{}') as Record<
      string,
      string
    >;
    if (titles[pathname] === title) return;
    delete titles[pathname];
    const kept = Object.entries(titles).slice(-(MAX_TITLES - 1));
    localStorage.setItem(
      PAGE_TITLES_KEY,
      JSON.stringify(Object.fromEntries([...kept, [pathname, title]])),
    );
  } catch {
    // Storage blocked or full: the next frame shows no title.
  }
}

/** Removes the frame shown (signed-in or sign-in) as soon as the app shows a page of its own (any heading) in `root`. */
export function dismissBootShellWhenRendered(root: HTMLElement): void {
  const frames = [BOOT_SHELL_ID, SIGN_IN_FRAME_ID].flatMap((id) => {
    const frame = document.getElementById(id);
    return frame ? [frame] : [];
  });
  const shown = frames.filter((frame) => !frame.hidden);
  for (const frame of frames) if (frame.hidden) frame.remove();
  if (shown.length === 0) return;
  const dismiss = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const frame of shown) frame.remove();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) dismiss();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(dismiss, MAX_SHOWN_MS);
}
