import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * package.json declares the app's modules free of import side effects (`sideEffects`), so the bundler drops a
 * module whose exports nothing uses, and what its top level does with it (README, "sideEffects"). A module that acts
 * when imported must be listed there, or it silently stops acting. This test finds such modules: a top-level
 * statement that is neither a declaration nor an import or export (a call, an assignment, an `if`, an `await`).
 */
const appDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(appDir, 'src');
const declared = (
  JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { sideEffects: string[] }
).sideEffects;

/** Whether a package.json `sideEffects` entry (`**\/*.suffix` or `./path`) covers `path` (relative, with `./`). */
const covers = (pattern: string, path: string) =>
  pattern.startsWith('**/*') ? path.endsWith(pattern.slice(4)) : pattern === path;

const isTest = (name: string) => /\.(test|testing|stories)\.tsx?$|\.browser\.test\./.test(name);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)
      ? [path]
      : [];
  });
}

const declarationKinds = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.EmptyStatement,
]);

/** The module's top-level statements that act (line and text), not counting declarations. */
function actions(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return source.statements
    .filter((statement) => !declarationKinds.has(statement.kind))
    .map((statement) => {
      const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
      return `${line + 1}: ${statement.getText().split('\n')[0]}`;
    });
}

describe("the dashboard's sideEffects declaration", () => {
  const files = modules(srcDir).map((path) => ({ path, name: `./${relative(appDir, path)}` }));

  it('lists every module that acts when imported', () => {
    const undeclared = files
      .filter(({ name }) => !declared.some((pattern) => covers(pattern, name)))
      .flatMap(({ path, name }) => actions(path).map((action) => `${name}:${action}`));
    expect(undeclared).toEqual([]);
  });

  it('lists only modules that exist', () => {
    const paths = declared.filter((pattern) => pattern.startsWith('./'));
    for (const path of paths) expect(files.map(({ name }) => name)).toContain(path);
  });
});
