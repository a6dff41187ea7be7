import type { ActionContext } from './types.js';
import { TIME_JOB_INTERVAL_MS, timeJobs, type TimeJob } from './timeJobs.js';

export interface TimeJobRunner {
  /** Runs every job once at the clock's time; resolves when they are done. Runs never overlap. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs `jobs` at the clock's time, one run after another: a run asked for while one is going waits for it. A job
 * that throws is reported and does not stop the others.
 */
export function startTimeJobs(
  ctx: ActionContext,
  { jobs = timeJobs, intervalMs = TIME_JOB_INTERVAL_MS, log = console.error } = {} as {
    jobs?: readonly TimeJob[];
    intervalMs?: number;
    log?: (message: string, error: unknown) => void;
  },
): TimeJobRunner {
  let last: Promise<void> = Promise.resolve();
  const runNow = () => {
    last = last.then(async () => {
      const now = ctx.clock.now();
      for (const job of jobs) {
        try {
          await job.run(ctx, now);
        } catch (error) {
          log(`time job ${job.name} failed`, error);
        }
      }
    });
    return last;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
