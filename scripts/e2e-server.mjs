#!/usr/bin/env node
// The server end-to-end tests run against: the built dashboard served by the emulator on one origin,
// with a fresh data directory (so every run starts from the seed) and test control switched on.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
if (!process.env.E2E_SKIP_BUILD) {
  execSync('pnpm --filter @paydesk/dashboard build', { cwd: root, stdio: 'inherit' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-e2e-'));
const child = spawn('pnpm', ['--filter', '@paydesk/emulator', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_TEST_CONTROL: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
