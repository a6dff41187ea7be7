import { describe, expect, it } from 'vitest';
import { lostBrowserOnly } from './browserLost.mjs';

// Vitest's summary as CI prints it: coloured.
const colour = (code: number, text: string) => `\x1b[${code}m${text}\x1b[39m`;
const summary = (tests: string) => `\x1b[2m      Tests \x1b[22m ${tests}\n`;
const lost =
  'Error: [vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?\n';

describe('lostBrowserOnly', () => {
  it('reads a run that lost its page and failed no test as one to run again', () => {
    const output = lost + summary(`${colour(32, '547 passed')} (547)`);
    expect(lostBrowserOnly(1, output)).toBe(true);
  });

  it('never runs again a run in which a test failed, page lost or not', () => {
    const output = lost + summary(`${colour(31, '2 failed')} | ${colour(32, '545 passed')} (547)`);
    expect(lostBrowserOnly(1, output)).toBe(false);
    expect(lostBrowserOnly(1, summary(`${colour(31, '1 failed')} (1)`))).toBe(false);
  });

  it('leaves a passed run, and a failure of another kind, as they are', () => {
    expect(lostBrowserOnly(0, summary(`${colour(32, '547 passed')} (547)`))).toBe(false);
    expect(lostBrowserOnly(1, 'Error: Failed to load config\n')).toBe(false);
  });
});
