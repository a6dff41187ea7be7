import type { Plugin } from 'vite';

/** The react-aria string tables the app can show: `intlLocale` in src/i18n/locales.ts. */
const appLocales = new Set(['en-US', 'de-DE']);
const localeModule =
  /[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/][^\\/]+[\\/]([a-z]{2,3}-[A-Z]{2})\.mjs$/;

/**
 * react-aria bundles its own strings in 34 languages into every component that has any; the app passes only
 * `en-US` or `de-DE` to its provider. In a build, every other language's table becomes the English one (a
 * re-export, so it costs nothing), which keeps some KB of strings nobody reads out of each chunk.
 */
export function ariaLocalesPlugin(): Plugin {
  return {
    name: 'paydesk:aria-locales',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const locale = localeModule.exec(id)?.[1];
      if (!locale || appLocales.has(locale)) return null;
      return `export { default } from './en-US.mjs';\n`;
    },
  };
}
