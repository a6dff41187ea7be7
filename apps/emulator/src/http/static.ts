import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isServicePath } from './paths.js';

export const INDEX_FILE = 'index.html';
/** Vite's output folder for content-hashed files. */
const ASSETS_DIR = 'assets';
/** `name-HASH.ext`: Vite's content hash is 8 URL-safe characters. */
const HASHED_NAME = /-[\w-]{8}\.[a-z0-9]+$/i;
/** Suffixes of the precompressed siblings @fastify/static picks from Accept-Encoding. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;
/** Source maps stay on disk for error tooling but are never served. */
const SOURCE_MAP = /\.map$/i;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidated (ETag / Last-Modified): the shell names the current hashed assets. */
export const CACHE_REVALIDATE = 'no-cache';

/** Hashed files under assets/ never change; everything else (index.html, icons) is revalidated. */
function cacheControlFor(dashboardDir: string, filePath: string): string {
  const path = filePath.replace(COMPRESSED_SUFFIX, '');
  const inAssets = relative(dashboardDir, path).split(sep)[0] === ASSETS_DIR;
  return inAssets && HASHED_NAME.test(basename(path)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Serves the built dashboard on the same origin, precompressed (`.br`/`.gz` siblings chosen by Accept-Encoding,
 * with `Vary: Accept-Encoding`); unknown GETs outside the API fall back to index.html.
 */
export async function registerDashboard(
  app: FastifyInstance,
  dashboardDir: string,
): Promise<boolean> {
  const built = existsSync(join(dashboardDir, INDEX_FILE));
  if (built) {
    await app.register(fastifyStatic, {
      root: dashboardDir,
      wildcard: false,
      index: [INDEX_FILE],
      preCompressed: true,
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(dashboardDir, filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const service = isServicePath(path);
    if (!service && request.method === 'GET' && SOURCE_MAP.test(path)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!service && request.method === 'GET' && built) {
      return reply.sendFile(INDEX_FILE);
    }
    if (!service && request.method === 'GET') {
      return reply
        .code(404)
        .type('text/plain')
        .send(
          `The dashboard is not built yet (${dashboardDir}). Run: pnpm --filter @paydesk/dashboard build`,
        );
    }
    return reply.code(404).send({ errors: [{ title: 'Not found', code: 'not-found' }] });
  });
  return built;
}
