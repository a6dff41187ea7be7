import type { Clock } from '../infra/clock.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters per key (client address plus bucket). Reads time from the emulator clock. */
export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Counts one hit; answers the seconds to wait when over `max`, or 0 when allowed. */
  hit(key: string, max: number, windowMs: number): number {
    const now = this.#clock.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 10_000) this.#sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count++;
    return window.count > max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  reset(): void {
    this.#windows.clear();
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
