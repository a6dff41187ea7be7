/** Holds every request while a 429's Retry-After runs (SPEC §8: honour Retry-After). */
export class RateGate {
  #openAt = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Closes the gate for `ms`. Returns whether it was open (so one notice is raised per burst). */
  block(ms: number): boolean {
    const now = this.#now();
    const wasOpen = this.#openAt <= now;
    this.#openAt = Math.max(this.#openAt, now + ms);
    return wasOpen;
  }

  /** How long until requests may go again (0 when open). */
  remaining(): number {
    return Math.max(0, this.#openAt - this.#now());
  }

  /** Resolves when the gate is open; rejects with the signal's reason if aborted first. */
  async wait(signal?: AbortSignal): Promise<void> {
    for (let ms = this.remaining(); ms > 0; ms = this.remaining()) {
      await delay(ms, signal);
    }
  }
}

/** A timer as a promise, abortable. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
