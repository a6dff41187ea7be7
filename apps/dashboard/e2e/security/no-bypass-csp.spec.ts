/** No end-to-end test may switch the Content-Security-Policy off (Playwright's bypassCSP option). */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect, test } from '../fixtures';

/** Where tests could set the option: the config and everything under e2e/. */
const SOURCES = ['playwright.config.ts', 'e2e'];
/** The option being set (its name, then a colon), spelled in parts so this file does not match itself. */
const OPTION_SET = new RegExp(`${'bypass'}CSP\\s*:`);

/** The script files at `path` (a file, or a folder searched recursively), relative to `root`. */
async function scriptFiles(root: string, path: string): Promise<string[]> {
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(
    entries.map((entry) => scriptFiles(root, join(path, entry.name))),
  );
  return nested.flat().filter((file) => /\.[cm]?[jt]s$/.test(file));
}

test('no test or config turns the bypassCSP option on', async () => {
  const root = dirname(test.info().config.configFile!);
  const files = (await Promise.all(SOURCES.map((source) => scriptFiles(root, source)))).flat();
  expect(files).toContain('playwright.config.ts');
  const offenders: string[] = [];
  for (const file of files)
    if (OPTION_SET.test(await readFile(join(root, file), 'utf8'))) offenders.push(file);
  expect(offenders).toEqual([]);
});
