// How `vitest-browser.mjs` reads a failed run of a browser project: lost Chromium's page, or failed a test.

const BROWSER_LOST = 'Browser connection was closed';
const TEST_FAILED = /Tests\s+\d+ failed/;
const ESCAPE = String.fromCharCode(27);
const colours = new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g');

/**
 * Whether a vitest run that exited with `code` and printed `output` failed only because Chromium's page closed
 * under it: the files after it never ran, but no test failed. Such a run may be run again; any other may not.
 */
export function lostBrowserOnly(code, output) {
  const text = output.replace(colours, '');
  return code !== 0 && text.includes(BROWSER_LOST) && !TEST_FAILED.test(text);
}
