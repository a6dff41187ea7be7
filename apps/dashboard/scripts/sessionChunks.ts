// What a returning user's session requests wait for in a build: the chunks that must be fetched and evaluated,
// besides the entry's own, before the guard's session module runs. Read off the built files (their static imports,
// and the hidden source maps for which chunk holds the module), not off the bundler's configuration, and walked as
// the boot script's preload list is (`chunksImportedBy`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunksImportedBy, type BundleOutput } from '../build/bootShell';

const SESSION_MODULE = /[\\/]src[\\/]shared[\\/]session[\\/]session\.ts$/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** The built chunks as the bundler described them: static imports (not dynamic ones) and modules (map sources). */
function readBuild(assets: string): Record<string, BundleOutput> {
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return Object.fromEntries(
    files.map((fileName) => {
      const code = readFileSync(join(assets, fileName), 'utf8');
      const map = join(assets, `${fileName}.map`);
      const { sources } = existsSync(map)
        ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] })
        : { sources: [] };
      const imports = [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
      return [fileName, { type: 'chunk', fileName, imports, moduleIds: sources }];
    }),
  );
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
  const holds = (chunk: BundleOutput) =>
    Boolean(chunk.moduleIds?.some((source) => SESSION_MODULE.test(source)));
  const entry = entryFiles(dist);
  return chunksImportedBy(readBuild(join(dist, 'assets')), holds)
    .filter((chunk) => !holds(chunk) && !entry.has(chunk.fileName))
    .map((chunk) => chunk.fileName);
}
