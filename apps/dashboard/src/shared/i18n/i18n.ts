import type { Messages } from '@lingui/core';
import { SIGN_IN_PAGE } from '../bootShell/bootShell';
import { defaultLocale, type Locale } from './locales';
import { VerbatimI18n } from './verbatimValues';

/**
 * A missing translation falls back to the capitalised last segment of its key (SPEC §8),
 * e.g. "page.transactions.title" → "Title".
 */
export function missingTranslation(_locale: string, id: string): string {
  const segment = id.split('.').pop() ?? id;
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

export const i18n = new VerbatimI18n({ missing: missingTranslation });

type Catalog = () => Promise<{ messages: Messages }>;

/** What the sign-in page shows: the catalog's boot part (build/catalogParts.ts). */
const bootCatalogs: Record<Locale, Catalog> = {
  en: () => import('../../locales/en/messages.po?part=boot'),
  de: () => import('../../locales/de/messages.po?part=boot'),
  'pseudo-LOCALE': () => import('../../locales/pseudo-LOCALE/messages.po?part=boot'),
};

/** Every other message. */
const restCatalogs: Record<Locale, Catalog> = {
  en: () => import('../../locales/en/messages.po?part=rest'),
  de: () => import('../../locales/de/messages.po?part=rest'),
  'pseudo-LOCALE': () => import('../../locales/pseudo-LOCALE/messages.po?part=rest'),
};

/** The sign-in page needs only the boot part of the catalog. */
export const showsBootMessagesOnly = (pathname: string) => SIGN_IN_PAGE.test(pathname);

/** Set once a page other than sign-in is wanted: from then on every language loads whole. */
let wholeCatalogWanted = false;
const wholeCatalogLoaded = new Set<Locale>();

async function loadRest(locale: Locale): Promise<void> {
  const { messages } = await restCatalogs[locale]();
  i18n.load(locale, messages);
  wholeCatalogLoaded.add(locale);
}

/**
 * Loads a catalog on demand (each language is its own chunk) and activates it: its boot part, and the rest too
 * once any page but sign-in has been wanted.
 */
export async function activateLocale(locale: Locale = defaultLocale): Promise<void> {
  const [{ messages }] = await Promise.all([
    bootCatalogs[locale](),
    wholeCatalogWanted && !wholeCatalogLoaded.has(locale) ? loadRest(locale) : undefined,
  ]);
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * The whole catalog of the active language, before a page other than sign-in renders (the root route's
 * `beforeLoad`) and as soon as the user starts signing in. Nothing to wait for once loaded.
 */
export function loadWholeCatalog(): Promise<void> | undefined {
  wholeCatalogWanted = true;
  const locale = i18n.locale as Locale;
  if (!locale || wholeCatalogLoaded.has(locale)) return undefined;
  return loadRest(locale);
}
