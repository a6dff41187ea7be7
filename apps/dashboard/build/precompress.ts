import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than the request headers weigh. */
const MIN_BYTES = 1024;
const GZIP_LEVEL = 9;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside `path`, each only if it is smaller than the file. */
function precompressFile(path: string): void {
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: GZIP_LEVEL });
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
}

/** Every compressible file of `dir` above the threshold gets its precompressed siblings. */
function precompressDir(dir: string): void {
  for (const path of filesUnder(dir)) {
    if (COMPRESSIBLE.has(extname(path)) && statSync(path).size >= MIN_BYTES) precompressFile(path);
  }
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of the build's text files, written once at build time so the
 * server sends them without compressing per request (the emulator picks one by Accept-Encoding).
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'paydesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (index.html included).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // A failed build leaves nothing to compress.
        if (existsSync(outDir)) precompressDir(outDir);
      },
    },
  };
}
