import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { CSP_ANNOTATION, CSP_EXPECTED_ANNOTATION, watchCsp, watchNewContexts } from './cspWatch';
import { emulatorOrigin } from './emulatorOrigin';

export const DEMO_PASSWORD = 'Paydesk-demo-1';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Every test starts from the emulator's seed. */
export const test = base.extend<{
  resetEmulator: void;
  /** The UTC release notice counts as acknowledged (isTimezoneSet); tests of the notice itself set it false. */
  releaseNotesAcknowledged: boolean;
  acknowledgeReleaseNotes: void;
  /** Violations a test is about (the framing test's refused frame); any other violation fails the test. */
  expectedCspViolations: RegExp | null;
  cspViolations: void;
}>({
  // The worker's own emulator; pages, `request` and contexts a test makes itself all follow it.
  baseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, testInfo) => use(emulatorOrigin(testInfo.parallelIndex)),
    { scope: 'test' },
  ],
  releaseNotesAcknowledged: [true, { option: true }],
  acknowledgeReleaseNotes: [
    // On the context, so a second tab of the same test is covered too.
    async ({ context, releaseNotesAcknowledged }, use) => {
      if (releaseNotesAcknowledged)
        await context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
      await use();
    },
    { auto: true },
  ],
  expectedCspViolations: [null, { option: true }],
  cspViolations: [
    // Every page of the context: a violation anywhere in the run fails the test that caused it.
    async ({ browser, context, bypassCSP, expectedCspViolations }, use, testInfo) => {
      expect(bypassCSP, 'no test may bypass the Content-Security-Policy').toBeFalsy();
      const watches = [await watchCsp(context)];
      const stopWatchingNewContexts = watchNewContexts(browser, watches);
      // Playwright returns from use() after the test, failed or not.
      await use();
      stopWatchingNewContexts();
      const violations = watches.flatMap((watch) => watch.violations());
      const isExpected = (line: string) => expectedCspViolations?.test(line) ?? false;
      const unexpected = violations.filter((line) => !isExpected(line));
      const expected = violations.filter(isExpected);
      // First line the count, then the violations, for the security reporter's summary.
      testInfo.annotations.push({
        type: CSP_ANNOTATION,
        description: [unexpected.length, ...unexpected].join('\n'),
      });
      if (expected.length > 0)
        testInfo.annotations.push({
          type: CSP_EXPECTED_ANNOTATION,
          description: expected.join('\n'),
        });
      expect(
        unexpected,
        'Content-Security-Policy violations (directive, blocked URI, where)',
      ).toEqual([]);
    },
    { auto: true },
  ],
  resetEmulator: [
    async ({ request }, use) => {
      const reset = await request.post('/__test/reset');
      expect(reset.ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** One message of the emulator's outbox (`/emulator/outbox.json`); links are absolute. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** What the provider sent to `to` (an email address or phone number), newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/emulator/outbox.json?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as OutboxMessage[];
}

/** The path of the newest message's first link for `to` (to open in the page under test). */
export async function newestLinkPath(request: APIRequestContext, to: string): Promise<string> {
  const [newest] = await readOutbox(request, to);
  expect(newest?.links[0], `a link mailed to ${to}`).toBeTruthy();
  return new URL(newest!.links[0]!).pathname;
}

/** Moves the emulator's clock on (0: just reads it); answers its time in ms. */
export async function advanceClock(request: APIRequestContext, advanceMs = 0): Promise<number> {
  const answer = await request.post('/__test/clock', { data: { advanceMs } });
  expect(answer.ok()).toBe(true);
  return Date.parse(((await answer.json()) as { meta: { now: string } }).meta.now);
}

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) an authenticator app would show at `time`. */
export function totp(secret = TOTP_SECRET, time = Date.now(), offsetSteps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000) + offsetSteps));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Sign-in hashes the password with the production cost (scrypt) and loads the shell's code: on a busy 2-core
 * machine that alone can take longer than the default 5 s expectation.
 */
const SIGN_IN_TIMEOUT_MS = 15_000;

/**
 * Signs in with a plain account and waits for the signed-in shell; `timeout` gives more room where a spec's first
 * sign-in also loads the whole app.
 */
export async function signIn(
  page: Page,
  email: string,
  { timeout = SIGN_IN_TIMEOUT_MS }: { timeout?: number } = {},
) {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout });
  // The home's first requests are activity: a test that moves the clock on must not race them (a request sent
  // just after a fast-forward restarts the inactivity count, and the warning never comes).
  await page.waitForLoadState('networkidle');
}
