/**
 * Content widths measured by any table, by class and text, kept for the next visit (localStorage): a table opened
 * in a new tab starts with the right tracks and is laid out once, without a measurement that forces a layout of the
 * whole page before its first paint. Every table still measures after it is laid out and corrects what changed (a
 * font that loaded since, another build's classes). Storage that fails (private mode, quota) only costs the memory.
 */
export const CONTENT_WIDTHS_STORAGE_KEY = 'paydesk-ui:content-widths';

/** Widths kept between visits: enough for every column of a few dozen lists; the oldest go first. */
export const REMEMBERED_CONTENT_WIDTHS = 200;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The remembered widths: `[key, px]` pairs with a positive width, oldest first; nothing when unreadable. */
export function readWidths(storage: Storage | null): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(CONTENT_WIDTHS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          entry[1] > 0,
      ),
    );
  } catch {
    return new Map();
  }
}

/** Keeps the newest `REMEMBERED_CONTENT_WIDTHS` of `widths` (a map in insertion order, newest last). */
export function writeWidths(storage: Storage | null, widths: ReadonlyMap<string, number>): void {
  try {
    storage?.setItem(
      CONTENT_WIDTHS_STORAGE_KEY,
      JSON.stringify([...widths].slice(-REMEMBERED_CONTENT_WIDTHS)),
    );
  } catch {
    // Full or forbidden: the next visit measures again.
  }
}

let known: Map<string, number> | null = null;

/** The widths known in this document: measured here, or remembered from an earlier visit. */
export function knownWidths(): Map<string, number> {
  known ??= readWidths(browserStorage());
  return known;
}

/**
 * Records measured widths; returns whether any differs from what was known. The changed ones become the newest, so
 * the widths of the lists in use are the last to be forgotten.
 */
export function learnWidths(measured: ReadonlyMap<string, number>): boolean {
  const widths = knownWidths();
  let changed = false;
  for (const [key, width] of measured) {
    if (widths.get(key) === width) continue;
    widths.delete(key);
    widths.set(key, width);
    changed = true;
  }
  if (changed) writeWidths(browserStorage(), widths);
  return changed;
}

/** Forgets the widths held in this document, as a new tab would; the stored ones are read again. For tests. */
export function forgetKnownWidths(): void {
  known = null;
}
