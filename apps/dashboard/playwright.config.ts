import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
const securityReporter = './e2e/securityReporter.ts';

// End-to-end tests run the built dashboard against the emulator, in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The security reporter prints the run's CSP violation total (and the stored-XSS figures of `test:security`).
  reporter: process.env.CI
    ? [['list'], [securityReporter]]
    : [['list'], ['html', { open: 'never' }], [securityReporter]],
  timeout: 30_000,
  use: {
    baseURL,
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
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(port) },
  },
});
