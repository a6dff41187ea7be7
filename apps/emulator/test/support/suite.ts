// One emulator per test file: started before its tests, stopped after them, reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { EmulatorConfig } from '../../src/config.js';
import { Browser, startEmulator, type TestEmulator } from './emulator.js';

/** Rate limits high enough that a suite's many sign-ins and calls never meet them. */
export const UNLIMITED_RATE = {
  general: { max: 1_000_000, windowMs: 60_000 },
  signIn: { max: 1_000_000, windowMs: 60_000 },
} satisfies EmulatorConfig['rateLimit'];

export interface EmulatorSuite {
  readonly emulator: TestEmulator;
  /** A cookie-less caller for the test-control routes. */
  readonly control: Browser;
  /** A new cookie-keeping caller. */
  browser(): Browser;
  /** Moves the emulator's clock forward. */
  advance(advanceMs: number): Promise<unknown>;
}

/**
 * Registers the hooks of a file's emulator (no rate limits unless `overrides` says otherwise) and answers
 * accessors valid inside its tests. `resetEach: false` keeps state between tests.
 */
export function emulatorSuite(
  overrides: Partial<EmulatorConfig> = {},
  { resetEach = true }: { resetEach?: boolean } = {},
): EmulatorSuite {
  let emulator: TestEmulator | undefined;
  let control: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The emulator is started in beforeAll');
    return value;
  };
  beforeAll(async () => {
    emulator = await startEmulator({ rateLimit: UNLIMITED_RATE, ...overrides });
    control = new Browser(emulator.url);
  });
  afterAll(() => emulator?.stop());
  if (resetEach) {
    beforeEach(async () => {
      await started(control).request('POST', '/__test/reset');
    });
  }
  return {
    get emulator() {
      return started(emulator);
    },
    get control() {
      return started(control);
    },
    browser: () => new Browser(started(emulator).url),
    advance: (advanceMs) => started(control).request('POST', '/__test/clock', { advanceMs }),
  };
}
