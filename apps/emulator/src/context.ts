import type { Clock } from './clock.js';
import type { RunningConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Sessions } from './auth/sessions.js';
import type { Answers } from './realtime/answers.js';
import type { PusherServer } from './realtime/pusherServer.js';
import type { FaultSettings } from './realtime/faults.js';
import type { RateLimiter } from './http/rateLimit.js';

/** Everything a route or action handler reaches. */
export interface Context {
  config: RunningConfig;
  db: Database;
  clock: Clock;
  sessions: Sessions;
  answers: Answers;
  pusher: PusherServer;
  limiter: RateLimiter;
  faults: FaultSettings;
  /** Answers being computed, by owner and requestReference: a duplicate joins instead of running twice. */
  inflight: Map<string, Promise<string>>;
  /** Counts handler executions by requestReference (test control reads it to prove one effect each). */
  effects: Map<string, number>;
}
