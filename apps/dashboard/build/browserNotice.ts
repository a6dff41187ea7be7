import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import linguiConfig from '../lingui.config';
import {
  isIncompatibleBrowser,
  MIN_CHROMIUM_VERSION,
} from '../src/features/notices/browserSupport';

const MESSAGE_IDS = { title: 'browserNotice.title', body: 'browserNotice.body' } as const;
type NoticeText = Record<keyof typeof MESSAGE_IDS, string>;

/** The msgstr of `id` in a .po catalog ('' when absent or untranslated). */
export function poMessage(po: string, id: string): string {
  const lines = po.split('\n');
  const at = lines.indexOf(`msgid ${JSON.stringify(id)}`);
  if (at < 0 || !lines[at + 1]?.startsWith('msgstr ')) return '';
  const parts = [lines[at + 1]!.slice('msgstr '.length)];
  for (let i = at + 2; lines[i]?.startsWith('"'); i += 1) parts.push(lines[i]!);
  return parts.map((part) => JSON.parse(part) as string).join('');
}

/** The notice's text in each shipped language, `{version}` filled in; English where a translation is missing. */
export function noticeTexts(readCatalog: (locale: string) => string): Record<string, NoticeText> {
  const locales = linguiConfig.locales.filter((locale) => locale !== linguiConfig.pseudoLocale);
  const texts: Record<string, NoticeText> = {};
  for (const locale of [linguiConfig.sourceLocale!, ...locales]) {
    const po = readCatalog(locale);
    const text = { title: poMessage(po, MESSAGE_IDS.title), body: poMessage(po, MESSAGE_IDS.body) };
    if (!text.title || !text.body) {
      if (locale === linguiConfig.sourceLocale)
        throw new Error(`${locale}: browser notice messages missing`);
      continue;
    }
    text.body = text.body.replace('{version}', String(MIN_CHROMIUM_VERSION));
    texts[locale.split('-')[0]!] = text;
  }
  return texts;
}

/**
 * The inline script (ES5, it runs in Internet Explorer) that shows the notice at the top of the page when the
 * browser is one the app does not support, in the browser's language.
 */
export function browserNoticeScript(texts: Record<string, NoticeText>): string {
  const detect = String(isIncompatibleBrowser);
  if (/=>|\b(const|let|class)\s/.test(detect))
    throw new Error('isIncompatibleBrowser must stay ES5');
  return `(function (incompatible, version, texts) {
  if (!incompatible(navigator.userAgent, version)) return;
  var language = String((navigator.languages && navigator.languages[0]) || navigator.language || navigator.userLanguage || '');
  var text = texts[language.toLowerCase().split('-')[0]] || texts.en;
  var notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'padding:12px 16px;background:#fff4e5;color:#4d3200;border-bottom:1px solid #e8b04b;font:14px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif';
  var title = document.createElement('strong');
  title.appendChild(document.createTextNode(text.title));
  var body = document.createElement('p');
  body.style.margin = '4px 0 0';
  body.appendChild(document.createTextNode(text.body));
  notice.appendChild(title);
  notice.appendChild(body);
  document.body.insertBefore(notice, document.body.firstChild);
})(${detect}, ${MIN_CHROMIUM_VERSION}, ${JSON.stringify(texts)});`;
}

/**
 * Puts the incompatible-browser notice into index.html: the app itself (ES2022 modules) cannot run in the browsers
 * it is for, so it could never show it.
 */
export function browserNoticePlugin(): Plugin {
  return {
    name: 'paydesk-browser-notice',
    transformIndexHtml() {
      const texts = noticeTexts((locale) =>
        readFileSync(
          fileURLToPath(new URL(`../src/locales/${locale}/messages.po`, import.meta.url)),
          'utf8',
        ),
      );
      return [{ tag: 'script', children: browserNoticeScript(texts), injectTo: 'body-prepend' }];
    },
  };
}
