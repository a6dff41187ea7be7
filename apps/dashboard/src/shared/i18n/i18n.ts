import type { Messages } from '@lingui/core';
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

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  'pseudo-LOCALE': () => import('../../locales/pseudo-LOCALE/messages.po'),
};

/** Loads a catalog on demand (each language is its own chunk) and activates it. */
export async function activateLocale(locale: Locale = defaultLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}
