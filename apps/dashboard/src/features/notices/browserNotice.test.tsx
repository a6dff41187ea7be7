import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNoticeScript, noticeTexts, poMessage } from '../../../build/browserNotice';

const texts = noticeTexts((locale) =>
  readFileSync(join(import.meta.dirname, '../../locales', locale, 'messages.po'), 'utf8'),
);
const script = browserNoticeScript(texts);

const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const chrome120 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** Runs the inline script of index.html as a browser with this user agent and language would. */
function openPage(userAgent: string, language: string) {
  vi.stubGlobal('navigator', { userAgent, language });
  document.body.innerHTML = '<div id="root"></div>';
  new Function(script)();
}

afterEach(() => vi.unstubAllGlobals());

describe('the incompatible-browser notice of index.html', () => {
  it('shows in Internet Explorer, above the app, with the version filled in', () => {
    openPage(ie11, 'en-US');
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Your browser is not supported');
    expect(notice.textContent).toContain('Edge or Chrome older than version 72, are not supported');
    expect(document.body.firstElementChild).toBe(notice);
  });

  it("speaks the browser's language, English when it has no translation", () => {
    openPage(ie11, 'de-DE');
    expect(screen.getByRole('alert').textContent).toContain('Ihr Browser wird nicht unterstützt');
    expect(screen.getByRole('alert').textContent).toContain('vor Version 72');
    openPage(ie11, 'fr-FR');
    expect(screen.getByRole('alert').textContent).toContain('Your browser is not supported');
  });

  it('stays away from supported browsers', () => {
    openPage(chrome120, 'en-US');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is ES5, for the browsers it is for', () => {
    expect(script).not.toMatch(/=>|\b(const|let|class)\s|`/);
  });
});

describe('poMessage', () => {
  it('reads a one-line and a wrapped msgstr, and nothing for an unknown id', () => {
    const po = 'msgid "a"\nmsgstr "One"\n\nmsgid "b"\nmsgstr ""\n"Two "\n"lines \\"quoted\\""\n';
    expect(poMessage(po, 'a')).toBe('One');
    expect(poMessage(po, 'b')).toBe('Two lines "quoted"');
    expect(poMessage(po, 'c')).toBe('');
  });
});
