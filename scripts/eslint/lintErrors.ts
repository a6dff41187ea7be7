// For the tests of our lint rules: the errors a rule reports for code linted as if it were a given file.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint | undefined;

/** Messages of `rules` at error level for `code` linted as the repository file `filePath`. */
export async function lintErrors(
  code: string,
  filePath: string,
  rules: readonly string[] = ['no-restricted-imports'],
): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => rules.includes(message.ruleId ?? '') && message.severity === 2)
    .map((message) => message.message);
}
