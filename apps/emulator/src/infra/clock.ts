/** The emulator's time source. Test control moves it forward instead of tests waiting. */
export class Clock {
  #offsetMs = 0;

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}
