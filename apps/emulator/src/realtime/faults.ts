/** Faults injected through test control (only with PAYDESK_TEST_CONTROL=1). */
export interface FaultSettings {
  /** Share of push answers silently dropped (0 to 1); the answer is still kept for HTTP fetches. */
  dropPushRate: number;
  /** Push answers delayed by this many milliseconds. */
  pushDelayMs: number;
  /** Broadcasting auth answers delayed by this many milliseconds. */
  authDelayMs: number;
  /** The next `count` API requests are answered with `status` instead of being handled. */
  nextStatus: { status: 401 | 429 | 500; count: number } | null;
}

export const noFaults = (): FaultSettings => ({
  dropPushRate: 0,
  pushDelayMs: 0,
  authDelayMs: 0,
  nextStatus: null,
});
