import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { Clock } from './clock.js';
import { defaultConfig, type EmulatorConfig, type RunningConfig } from './config.js';
import type { Context } from './context.js';
import { openDatabase } from './db/database.js';
import { forgetGroups } from './access.js';
import { isSeeded, seed } from './seed/seed.js';
import { seedPayments } from './payments/seedPayments.js';
import { Sessions } from './auth/sessions.js';
import { registerAuthRoutes } from './auth/routes.js';
import { Answers } from './realtime/answers.js';
import { PusherServer } from './realtime/pusherServer.js';
import { pushSecretFor } from './realtime/pushSecret.js';
import { refuseUpgrade, upgradeRefusal } from './realtime/upgradeGuard.js';
import { noFaults } from './realtime/faults.js';
import { RateLimiter } from './http/rateLimit.js';
import { ApiError, messages } from './http/errors.js';
import { API_PREFIX, JSON_API_MEDIA_TYPE } from './http/contract.js';
import { registerPushRoutes } from './http/pushRoutes.js';
import { registerTestControl, TEST_CONTROL_PREFIX } from './http/testControl.js';
import { INDEX_FILE, registerDashboard } from './http/static.js';
import { HostAllowList, MISDIRECTED_REQUEST } from './http/hosts.js';
import { isForeignOrigin } from './http/origin.js';
import { isServicePath } from './http/paths.js';
import { indexScriptHashes } from './http/inlineScripts.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerActionAreas } from './actions/dispatch.js';
import { registerResourceRoutes } from './actions/httpRoutes.js';
import { mainArea } from './actions/main.js';
import { mailboxArea } from './actions/mailbox.js';
import { payoutRequestsArea } from './actions/payoutRequests.js';
import { paymentsArea } from './actions/payments.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the stricter sign-in rate limit. */
    signIn?: boolean;
  }
}

export interface Emulator {
  app: FastifyInstance;
  context: Context;
  /** http://host:port once listening. */
  url: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds and starts the emulator. `overrides` patch the default configuration (tests pass port 0). */
export async function createEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<Emulator> {
  const requested: EmulatorConfig = { ...defaultConfig(), ...overrides };
  const config: RunningConfig = {
    ...requested,
    pusher: {
      ...requested.pusher,
      secret: requested.pusher.secret ?? pushSecretFor(requested.dataDir),
    },
  };
  const clock = new Clock();
  const db = await openDatabase(config.dataDir);
  if (!(await isSeeded(db)))
    await seed(db, {
      now: clock.now(),
      transactions: config.transactions,
      passwordCost: config.passwordCost,
    });
  // A database from before the payments (or of another size) gets them; a restart keeps the run's changes.
  else
    await seedPayments(
      db,
      { now: clock.now(), transactions: config.transactions },
      { restore: false },
    );

  const pusher = new PusherServer({ ...config.pusher });
  const faults = noFaults();
  const context: Context = {
    config,
    db,
    clock,
    pusher,
    faults,
    sessions: new Sessions(db, clock),
    limiter: new RateLimiter(clock),
    answers: new Answers({
      db,
      clock,
      pusher,
      faults: () => faults,
      pushLimitBytes: config.pushLimitBytes,
      retentionMs: config.answerRetentionMs,
    }),
    inflight: new Map(),
    effects: new Map(),
  };

  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024, trustProxy: false });
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
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Every request, pages included: a foreign Host is a rebound DNS name pointing a page at this server.
    if (!hosts.allows(request.headers.host)) {
      if (isServicePath(path)) {
        throw new ApiError(MISDIRECTED_REQUEST, [
          { title: messages.unknownHost, code: 'unknown-host' },
        ]);
      }
      return reply.code(MISDIRECTED_REQUEST).type('text/plain').send(messages.unknownHost);
    }
    if (!path.startsWith(`${API_PREFIX}/`)) return;
    // State-changing requests must come from our own origin (or a configured one).
    if (!SAFE_METHODS.has(request.method)) {
      const { origin, host } = request.headers;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (
        isForeignOrigin(origin, request.protocol, host, config.allowedOrigins) ||
        (crossSite && origin === undefined)
      ) {
        throw new ApiError(403, [{ title: messages.foreignOrigin, code: 'foreign-origin' }]);
      }
    }
    const limit = request.routeOptions.config.signIn
      ? config.rateLimit.signIn
      : config.rateLimit.general;
    const bucket = request.routeOptions.config.signIn ? 'sign-in' : 'api';
    const retryAfter = context.limiter.hit(`${bucket}:${request.ip}`, limit.max, limit.windowMs);
    if (retryAfter > 0) {
      throw new ApiError(429, [{ title: messages.tooManyRequests, code: '429' }], {
        'retry-after': String(retryAfter),
      });
    }
    const next = faults.nextStatus;
    if (next && next.count > 0) {
      next.count--;
      if (next.count === 0) faults.nextStatus = null;
      const title =
        next.status === 401
          ? messages.sessionExpired
          : next.status === 429
            ? messages.tooManyRequests
            : messages.generic;
      void reply;
      throw new ApiError(
        next.status,
        [{ title, code: String(next.status) }],
        next.status === 429 ? { 'retry-after': '1' } : {},
      );
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith(`${API_PREFIX}/`) &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      reply.header('content-type', JSON_API_MEDIA_TYPE);
    }
    if (path.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });

  registerSecurityHeaders(app, indexScriptHashes(join(config.dashboardDir, INDEX_FILE)));
  registerPushRoutes(app, context);
  registerAuthRoutes(app, context);
  registerResourceRoutes(app, context);
  registerActionAreas(app, context, {
    main: mainArea,
    mailbox: mailboxArea,
    'payout-requests': payoutRequestsArea,
    payments: paymentsArea,
  });

  const reset = async () => {
    context.inflight.clear();
    context.effects.clear();
    context.limiter.reset();
    Object.assign(faults, noFaults());
    clock.reset();
    pusher.closeSockets();
    await seed(db, {
      now: clock.now(),
      transactions: config.transactions,
      passwordCost: config.passwordCost,
    });
    // Seeded ids repeat across resets: cached groups of the old dataset must go.
    forgetGroups(db);
  };
  if (config.testControl) registerTestControl(app, context, reset);
  await registerDashboard(app, config.dashboardDir);

  app.server.on('upgrade', (request, socket, head) => {
    const refusal = upgradeRefusal(request, hosts, config.allowedOrigins);
    if (refusal !== null) refuseUpgrade(socket, refusal);
    else if (!pusher.handleUpgrade(request, socket, head)) socket.destroy();
  });

  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : config.port;
  };
  // Before the first request can arrive: Host headers are checked against the port actually bound.
  app.server.once('listening', () => hosts.listeningOn(listeningPort()));
  await app.listen({ host: config.host, port: config.port });
  const port = listeningPort();
  const url = `http://${config.host}:${port}`;

  return {
    app,
    context,
    url,
    reset,
    async close() {
      await pusher.close();
      await app.close();
      db.close();
    },
  };
}

export { TEST_CONTROL_PREFIX };
