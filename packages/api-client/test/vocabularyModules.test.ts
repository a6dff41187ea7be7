import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The contract's `*Vocabulary.ts` modules hold what apps read at start-up (a list's URL values, permission maps).
 * A bundler puts a module in one chunk with every export used there, so a vocabulary module that imports a schema
 * module at run time would put the contract's valibot schemas into an app's entry chunk. Type-only imports are
 * erased and allowed.
 */
const contractDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/contract');
const vocabularyFiles = readdirSync(contractDir)
  .filter((name) => name.endsWith('Vocabulary.ts'))
  .sort();

/**
 * The modules a file imports at run time. `import type` and `export type … from` are left out; an inline
 * `import { type X }` counts, since verbatimModuleSyntax keeps it as an import of the module.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The chain of run-time imports from `file` to valibot (through any relative module), or null. */
function pathToValibot(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'valibot' || specifier.startsWith('valibot/')) {
      return [basename(file), 'valibot'];
    }
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), `${specifier.replace(/\.js$/, '')}.ts`);
    const chain = pathToValibot(target, seen);
    if (chain) return [basename(file), ...chain];
  }
  return null;
}

describe('contract vocabulary modules', () => {
  it('are found', () => {
    expect(vocabularyFiles).toContain('paymentVocabulary.ts');
    expect(vocabularyFiles).toContain('moneyVocabulary.ts');
  });

  it.each(vocabularyFiles)('%s reaches no valibot at run time', (name) => {
    // A chain here names the import to turn into `import type` or to move into a vocabulary module.
    expect(pathToValibot(join(contractDir, name))).toBeNull();
  });

  it('tells a schema module from a type-only import of it', () => {
    expect(pathToValibot(join(contractDir, 'money.ts'))).toEqual(['money.ts', 'valibot']);
    expect(runtimeImports(join(contractDir, 'moneyVocabulary.ts'))).not.toContain('./money.js');
  });
});
