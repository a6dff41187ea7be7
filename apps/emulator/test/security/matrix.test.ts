/**
 * Routes × roles: every declared action and plain route, as every demo role and every forged caller, against the
 * oracle. Zero unauthorized successes; denied calls refused with 401/403/404-style errors; allowed calls succeed
 * except the few listed with their reason.
 */
import { allActions } from '@paydesk/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '../support/emulator.js';
import { methodOf, send, type Verdict } from './agent.js';
import { matrixCases } from './matrix/index.js';
import { mayCall, outsideNodes, rules } from './oracle.js';
import { preparePhase } from './phase.js';
import { figure } from './report.js';
import { allCallers } from './roles.js';
import { UNLIMITED_RATE } from '../support/suite.js';
import { World, type PaymentTargets } from './world.js';

/** Starting the emulator seeds 20,000 transactions: slow on two busy cores. */
const SETUP_TIMEOUT_MS = 60_000;

/** Allowed calls that are expected not to succeed, by `caller|case`, with the reason. */
const EXPECTED_FAILURES: Readonly<Record<string, string>> = {};

/** Most allowed calls must succeed, so the matrix is not passing by refusing everything. */
const MIN_ALLOWED_SUCCESS_RATE = 0.9;
const MATRIX_TIMEOUT_MS = 180_000;

interface Row {
  caller: string;
  key: string;
  allowed: boolean;
  verdict: Verdict;
  code?: string;
  status: number;
  /** Texts found in the answer that the caller must not see. */
  leaks: string[];
}

let emulator: TestEmulator;
let world: World;
let payments: PaymentTargets;
const rows: Row[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ rateLimit: UNLIMITED_RATE });
  world = await World.load(emulator);
  payments = await world.paymentTargets();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  const denied = rows.filter((row) => !row.allowed);
  const allowed = rows.filter((row) => row.allowed);
  const succeeded = allowed.filter((row) => row.verdict === 'success').length;
  console.log(
    `security matrix: ${figure(rows.length)} requests, ` +
      `${figure(denied.filter((row) => row.verdict === 'refused').length)} refused as expected, ` +
      `${figure(allowed.length)} allowed (${figure(succeeded)} succeeded), ` +
      `${figure(unauthorizedSuccesses().length)} unauthorized successes`,
  );
  await emulator?.stop();
});

const label = (row: Row) => `${row.caller} → ${row.key} (${row.status} ${row.code ?? ''})`;
const unauthorizedSuccesses = () =>
  rows.filter((row) => (!row.allowed && row.verdict === 'success') || row.leaks.length > 0);

describe('routes × roles matrix', () => {
  it('has a case for every declared action and a rule for every case', () => {
    const keys = new Set(matrixCases.map((item) => item.key));
    const covered = new Set(matrixCases.map((item) => item.key.split('#')[0]));
    const missing = allActions()
      .map((action) => `${action.area}:${action.name}`)
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    expect(matrixCases.filter((item) => !rules[item.key]).map((item) => item.key)).toEqual([]);
    expect(Object.keys(rules).filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.size).toBe(matrixCases.length);
  });

  it(
    'calls everything as every caller',
    async () => {
      for (const spec of allCallers) {
        const phase = await preparePhase(emulator, world, payments, spec);
        const outside = world.nodeIds(outsideNodes(spec.oracle, spec.owner.merchant));
        for (const item of matrixCases) {
          const call = await item.call(phase);
          const allowed = mayCall(
            spec.oracle,
            rules[item.key]!,
            item.target(phase),
            methodOf(call),
          );
          const sent = await send(phase.signed.browser, call, item.refusals);
          const verdict = item.judge ? item.judge(sent) : sent.verdict;
          item.after?.(sent, phase);
          const secrets =
            verdict === 'success' ? [...outside, ...(item.secrets?.(phase) ?? [])] : [];
          rows.push({
            caller: spec.name,
            key: item.key,
            allowed,
            verdict,
            code: sent.code,
            status: sent.status,
            leaks: secrets.filter((secret) => sent.text.includes(secret)),
          });
        }
      }
      expect(rows.length).toBe(allCallers.length * matrixCases.length);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('gives no unauthorized success (nor anything outside the caller’s reach in an answer)', () => {
    expect(unauthorizedSuccesses().map((row) => `${label(row)} ${row.leaks.join(' ')}`)).toEqual(
      [],
    );
  });

  it('refuses denied calls with a 401/403/404-style error, never a validation or business error', () => {
    const unclean = rows.filter((row) => !row.allowed && row.verdict === 'failed');
    expect(unclean.map(label)).toEqual([]);
  });

  it('lets the allowed calls succeed, but for the listed exceptions', () => {
    const allowed = rows.filter((row) => row.allowed);
    const failed = allowed.filter((row) => row.verdict !== 'success');
    expect(
      failed.filter((row) => !EXPECTED_FAILURES[`${row.caller}|${row.key}`]).map(label),
    ).toEqual([]);
    expect(allowed.length - failed.length).toBeGreaterThanOrEqual(
      Math.ceil(allowed.length * MIN_ALLOWED_SUCCESS_RATE),
    );
  });
});
