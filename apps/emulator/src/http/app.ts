import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { JSON_API_MEDIA_TYPE } from '@paydesk/api-client';
import { ApiError } from '../domain/errors.js';
import { areas, checkCoverage } from '../actions/areas.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { registerActionRoutes } from './actionRoutes.js';
import type { Context } from './context.js';
import { registerErrorReplies } from './errorReplies.js';
import { registerFileRoutes } from './fileRoutes.js';
import { registerOutboxRoutes } from './outboxRoutes.js';
import { registerReportFileRoutes } from './reportFileRoutes.js';
import { HostAllowList } from './hosts.js';
import { indexScriptHashes } from './inlineScripts.js';
import { registerPaymentLinkPage } from './payPage/routes.js';
import { registerPushRoutes } from './pushRoutes.js';
import { registerRequestGuards } from './requestGuards.js';
import { registerResourceRoutes } from './resourceRoutes.js';
import { registerRestApiRoutes } from './restApiRoutes.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { registerSignInRoutes } from './signInRoutes.js';
import { INDEX_FILE, registerDashboard } from './static.js';
import { registerTestControl } from './testControl.js';
import { registerUploadRoutes } from './uploadRoutes.js';
import { refuseUpgrade, upgradeRefusal } from './upgradeGuard.js';

/** Request bodies above this size are refused (file uploads have their own limit). */
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The Fastify app of an emulator: body parsers, the request guards, every route, the dashboard and the push
 * socket's upgrades. `reset` backs test control's reset. Not listening yet; `hosts` learns the port once it is.
 */
export async function buildApp(
  ctx: Context,
  reset: () => Promise<void>,
): Promise<{ app: FastifyInstance; hosts: HostAllowList }> {
  const { config } = ctx;
  checkCoverage(areas);
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: false });
  await app.register(fastifyCookie);
  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new ApiError(400, [{ title: 'Malformed JSON', code: 'bad-request' }]), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const hosts = new HostAllowList(config.host, config.allowedHosts);
  registerRequestGuards(app, ctx, hosts);
  registerSecurityHeaders(app, indexScriptHashes(join(config.dashboardDir, INDEX_FILE)));
  registerErrorReplies(app);
  registerPushRoutes(app, ctx);
  registerSignInRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerResourceRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerReportFileRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerActionRoutes(app, ctx, areas);
  registerRestApiRoutes(app, ctx);
  if (config.localMode) registerOutboxRoutes(app, ctx);
  registerPaymentLinkPage(app, ctx);
  if (config.testControl) registerTestControl(app, ctx, reset);
  await registerDashboard(app, config.dashboardDir);

  app.server.on('upgrade', (request, socket, head) => {
    const refusal = upgradeRefusal(request, hosts, config.allowedOrigins);
    if (refusal !== null) refuseUpgrade(socket, refusal);
    else if (!ctx.pusher.handleUpgrade(request, socket, head)) socket.destroy();
  });
  return { app, hosts };
}
