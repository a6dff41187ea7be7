/**
 * The composition root: configuration, database, demo dataset and the services of a {@link Context}, then the
 * HTTP app on top (see README "Layers").
 */
import type { FastifyInstance } from 'fastify';
import { defaultConfig, type EmulatorConfig, type RunningConfig } from './config.js';
import { Clock } from './infra/clock.js';
import { openDatabase } from './infra/db/database.js';
import { forgetGroups } from './domain/access/access.js';
import { Sessions } from './domain/auth/sessions.js';
import { isSeeded, seed } from './seed/seed.js';
import { seedPayments } from './seed/payments/seedPayments.js';
import { dropAllReportFiles } from './domain/reports/store.js';
import { dropAllUploadFiles } from './domain/uploads/store.js';
import { Answers } from './realtime/answers.js';
import { noFaults } from './realtime/faults.js';
import { PusherServer } from './realtime/pusherServer.js';
import { pushSecretFor } from './realtime/pushSecret.js';
import { buildApp } from './http/app.js';
import { startTimeJobs } from './actions/timeJobRunner.js';
import type { Context } from './http/context.js';
import { RateLimiter } from './http/rateLimit.js';
import { forgetWebhookEndpoints } from './domain/webhooks/store.js';

export interface Emulator {
  app: FastifyInstance;
  context: Context;
  /** http://host:port once listening. */
  url: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

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
  const seedOptions = () => ({
    now: clock.now(),
    transactions: config.transactions,
    passwordCost: config.passwordCost,
  });
  if (!(await isSeeded(db))) await seed(db, seedOptions());
  // A database without payments (or of another size) gets them; a restart keeps the run's changes.
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
    timeJobs: { runNow: async () => {}, stop: () => {} },
  };
  context.timeJobs = startTimeJobs(context);

  const reset = async () => {
    context.inflight.clear();
    context.effects.clear();
    context.limiter.reset();
    Object.assign(faults, noFaults());
    clock.reset();
    pusher.closeSockets();
    await dropAllReportFiles(db);
    await dropAllUploadFiles(db);
    await seed(db, seedOptions());
    // Seeded ids repeat across resets: cached groups of the old dataset must go.
    forgetGroups(db);
    forgetWebhookEndpoints(db);
  };
  const { app, hosts } = await buildApp(context, reset);

  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : config.port;
  };
  // Before the first request can arrive: Host headers are checked against the port actually bound.
  app.server.once('listening', () => hosts.listeningOn(listeningPort()));
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${listeningPort()}`;

  return {
    app,
    context,
    url,
    reset,
    async close() {
      context.timeJobs.stop();
      await pusher.close();
      await app.close();
      db.close();
    },
  };
}
