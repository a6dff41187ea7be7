// What a returning user's session requests wait for in a build: the chunks that must be fetched and evaluated,
// besides the entry's own, before the guard's session module runs. Read off the built files (their static imports,
// and the hidden source maps for which chunk holds the module), not off the bundler's configuration.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SESSION_MODULE = /[\\/]src[\\/]shared[\\/]session[\\/]session\.ts$/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** The chunks a chunk imports statically (not its dynamic imports), by file name. */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** The chunk holding `module` itself (a dynamic import's facade only re-exports it, and has no map source of it). */
function chunkHolding(assets: string, module: RegExp): string {
  for (const map of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(assets, map), 'utf8')) as {
      sources: string[];
    };
    if (sources.some((source) => module.test(source))) return map.slice(0, -'.map'.length);
  }
  throw new Error(`no chunk of the build holds ${module}`);
}

/** The entry's files: the module scripts and modulepreload links of index.html. */
function entryFiles(dist: string): Set<string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return new Set(
    [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!),
  );
}

/** The chunks, beyond the entry's, that the session module's chunk imports directly or not. */
export function chunksBeforeSession(dist: string): string[] {
  const assets = join(dist, 'assets');
  const entry = entryFiles(dist);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(assets, file)) visit(imported);
  };
  const holder = chunkHolding(assets, SESSION_MODULE);
  visit(holder);
  return [...seen].filter((file) => file !== holder && !entry.has(file));
}
