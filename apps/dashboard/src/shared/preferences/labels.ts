import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../i18n/locales';
import type { Theme } from './preferences';

/** The theme choices in words, for the settings page and the user menu. */
export const themeLabels: Record<Theme, MessageDescriptor> = {
  auto: msg`Automatic (as the system)`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/** Names the pseudo-locale, which has no name of its own. */
export const pseudoLocaleLabel = msg`Pseudo-locale (for checking)`;

/** A language named in itself ("Deutsch"), as people look for their own; `pseudo` names the pseudo-locale. */
export function languageName(locale: Locale, pseudo: string): string {
  if (locale === 'pseudo-LOCALE') return pseudo;
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}
