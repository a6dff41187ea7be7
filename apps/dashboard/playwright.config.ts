import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium';

import { E2E_FIRST_PORT, E2E_WORKERS, emulatorOrigin } from './e2e/emulatorOrigin';

const securityReporter = './e2e/securityReporter.ts';

// End-to-end tests run the built dashboard against the emulator, in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Each worker has its emulator (the `baseURL` fixture of e2e/fixtures.ts picks it).
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The security reporter prints the run's CSP violation total (and the stored-XSS figures of `test:security`).
  reporter: process.env.CI
    ? [['list'], [securityReporter]]
    : [['list'], ['html', { open: 'never' }], [securityReporter]],
  timeout: 30_000,
  use: {
    baseURL: emulatorOrigin(0),
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'security/**',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // `pnpm test:security`: XSS payloads, headers and framing in the browser.
      name: 'security',
      testMatch: 'security/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  // Started one after another: the first builds the dashboard, the others serve that build.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node ../../scripts/e2e-server.mjs',
    url: emulatorOrigin(index),
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(E2E_FIRST_PORT + index), ...(index > 0 && { E2E_SKIP_BUILD: '1' }) },
  })),
});
