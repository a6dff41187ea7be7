import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from './contract.js';
import { TEST_CONTROL_PREFIX } from './testControl.js';

/** Serves the built dashboard on the same origin; unknown GETs outside the API fall back to index.html. */
export async function registerDashboard(
  app: FastifyInstance,
  dashboardDir: string,
): Promise<boolean> {
  const built = existsSync(join(dashboardDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dashboardDir,
      wildcard: false,
      index: ['index.html'],
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const api =
      path.startsWith(`${API_PREFIX}/`) ||
      path.startsWith(`${TEST_CONTROL_PREFIX}/`) ||
      path.startsWith('/app/');
    if (!api && request.method === 'GET' && built) {
      // Hashed assets are immutable; the SPA shell must always be revalidated.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!api && request.method === 'GET') {
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
