import { describe, expect, it } from 'vitest';
import { isIncompatibleBrowser, MIN_CHROMIUM_VERSION } from './browserSupport';

const agents = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  edgeHtml18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  edge71:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.98 Safari/537.36 Edg/71.0.100.0',
  edge120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  chrome71:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.98 Safari/537.36',
  chrome72:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/72.0.3626.81 Safari/537.36',
  chromeIos60:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/60.0.3112.72 Mobile/15E148 Safari/605.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

describe('isIncompatibleBrowser', () => {
  it('refuses every Internet Explorer', () => {
    expect(isIncompatibleBrowser(agents.ie11, MIN_CHROMIUM_VERSION)).toBe(true);
    expect(isIncompatibleBrowser(agents.ie10, MIN_CHROMIUM_VERSION)).toBe(true);
  });

  it('refuses Edge below 72, by its own version rather than the Chrome it names', () => {
    expect(isIncompatibleBrowser(agents.edgeHtml18, MIN_CHROMIUM_VERSION)).toBe(true);
    expect(isIncompatibleBrowser(agents.edge71, MIN_CHROMIUM_VERSION)).toBe(true);
    expect(isIncompatibleBrowser(agents.edge120, MIN_CHROMIUM_VERSION)).toBe(false);
  });

  it('refuses Chrome below 72 and accepts 72 and above', () => {
    expect(isIncompatibleBrowser(agents.chrome71, MIN_CHROMIUM_VERSION)).toBe(true);
    expect(isIncompatibleBrowser(agents.chromeIos60, MIN_CHROMIUM_VERSION)).toBe(true);
    expect(isIncompatibleBrowser(agents.chrome72, MIN_CHROMIUM_VERSION)).toBe(false);
  });

  it('accepts other browsers', () => {
    expect(isIncompatibleBrowser(agents.firefox, MIN_CHROMIUM_VERSION)).toBe(false);
    expect(isIncompatibleBrowser(agents.safari, MIN_CHROMIUM_VERSION)).toBe(false);
  });
});
