import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST } from '../src/domain/auth/passwords.js';
import { MAX_FAILURES } from '../src/domain/auth/loginGuard.js';
import { Browser, startEmulator, type TestEmulator } from './support/emulator.js';
import { firstError } from './support/actions.js';

/** Registered, active demo accounts; each takes fewer wrong passwords than block it. */
const KNOWN = [
  'admin',
  'developer',
  'finance',
  'disputes',
  'support',
  'multi',
  'noaccess',
  'newcomer',
];
const SAMPLES = KNOWN.length * (MAX_FAILURES - 1);
/** Under the null hypothesis AUC ≈ 0.5 with a standard deviation of ~0.075 for 32 + 32 samples: ±4 σ. */
const AUC_BOUNDS = [0.2, 0.8] as const;
const MEDIAN_RATIO_BOUNDS = [0.5, 2] as const;
const TIMEOUT_MS = 120_000;

let emulator: TestEmulator;
let browser: Browser;

beforeAll(async () => {
  emulator = await startEmulator({
    passwordCost: DEFAULT_PASSWORD_COST,
    transactions: 0,
    rateLimit: {
      general: { max: 10_000, windowMs: 60_000 },
      signIn: { max: 10_000, windowMs: 60_000 },
    },
  });
  browser = new Browser(emulator.url);
});
afterAll(() => emulator.stop());

const unknownAddress = () => `nobody-${randomUUID()}@unregistered.test`;

/** Milliseconds for one wrong-password sign-in, checking it is answered like any other. */
async function timedFailure(email: string, password: string): Promise<number> {
  const started = performance.now();
  const answer = await browser.signIn(email, password);
  const elapsed = performance.now() - started;
  expect(firstError(answer.json)?.code).toBe('invalid-credentials');
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Mann-Whitney U as the probability that a sample of `a` is slower than one of `b` (ties count half). */
function areaUnderCurve(a: number[], b: number[]): number {
  let wins = 0;
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return wins / (a.length * b.length);
}

describe('sign-in timing', () => {
  it(
    'does not tell registered addresses from unknown ones at the production password cost',
    async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      // Warm-up: the first scrypt and the first requests pay for allocation and compilation.
      await timedFailure(unknownAddress(), `Warm-up-${randomUUID()}`);
      for (let round = 0; round < SAMPLES; round++) {
        // A password spray: the attacker first tries the guess on an address nobody owns, so that any cached
        // work for the decoy would make the unknown addresses that follow answer faster.
        const guess = `Guess-${randomUUID()}`;
        await timedFailure(unknownAddress(), guess);
        const account = `${KNOWN[round % KNOWN.length]}@paydesk.test`;
        // Interleaved, alternating which goes first: machine load drifts, it does not pick a side.
        if (round % 2 === 0) {
          known.push(await timedFailure(account, guess));
          unknown.push(await timedFailure(unknownAddress(), guess));
        } else {
          unknown.push(await timedFailure(unknownAddress(), guess));
          known.push(await timedFailure(account, guess));
        }
      }
      const auc = areaUnderCurve(known, unknown);
      const ratio = median(known) / median(unknown);
      const summary = `AUC ${auc.toFixed(2)}, medians known ${median(known).toFixed(1)} ms / unknown ${median(unknown).toFixed(1)} ms`;
      expect(auc, summary).toBeGreaterThanOrEqual(AUC_BOUNDS[0]);
      expect(auc, summary).toBeLessThanOrEqual(AUC_BOUNDS[1]);
      expect(ratio, summary).toBeGreaterThanOrEqual(MEDIAN_RATIO_BOUNDS[0]);
      expect(ratio, summary).toBeLessThanOrEqual(MEDIAN_RATIO_BOUNDS[1]);
    },
    TIMEOUT_MS,
  );
});
