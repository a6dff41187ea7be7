import type { RunningConfig } from '../config.js';
import type { ActionContext } from '../actions/types.js';
import type { Answers } from '../realtime/answers.js';
import type { FaultSettings } from '../realtime/faults.js';
import type { PusherServer } from '../realtime/pusherServer.js';
import type { RateLimiter } from './rateLimit.js';
import type { TimeJobRunner } from '../actions/timeJobRunner.js';

/** Everything a route reaches: what actions reach, plus the answer store, rate limits, faults and configuration. */
export interface Context extends ActionContext {
  config: RunningConfig;
  pusher: PusherServer;
  answers: Answers;
  limiter: RateLimiter;
  faults: FaultSettings;
  /** Answers being computed, by owner and requestReference: a duplicate joins instead of running twice. */
  inflight: Map<string, Promise<string>>;
  /** Renewals, reminders and expiries: run on a timer and after each move of the clock. */
  timeJobs: TimeJobRunner;
  /** Counts handler executions by requestReference (test control reads it to prove one effect each). */
  effects: Map<string, number>;
}
