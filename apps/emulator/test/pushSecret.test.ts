import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, defaultConfig, type EmulatorConfig } from '../src/config.js';
import { createEmulator } from '../src/emulator.js';
import { PUSH_SECRET_FILE } from '../src/realtime/pushSecret.js';

/** The secret the emulator used to ship as its default. */
const FORMER_DEFAULT_SECRET = 'paydesk-secret';
const OWNER_READ_WRITE = 0o600;
const PERMISSION_BITS = 0o777;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'paydesk-push-secret-'));
  made.push(dir);
  return dir;
};

/** Starts an emulator on `dataDir` just long enough to read the secret it signs channels with. */
async function secretOf(dataDir: string, overrides: Partial<EmulatorConfig> = {}) {
  const emulator = await createEmulator({
    port: 0,
    dataDir,
    dashboardDir: join(dataDir, 'no-dashboard'),
    log: false,
    transactions: 0,
    passwordCost: 1024,
    ...overrides,
  });
  await emulator.close();
  return emulator.context.config.pusher.secret;
}

describe('push channel signing secret', () => {
  it('ships no default', () => {
    expect(defaultConfig().pusher.secret).toBeUndefined();
    expect(configFromEnv({}).pusher.secret).toBeUndefined();
  });

  it('is random per data directory and kept there for the owner only', async () => {
    const first = newDataDir();
    const second = newDataDir();
    const [a, b] = [await secretOf(first), await secretOf(second)];
    expect(a).not.toBe(b);
    expect(a).not.toBe(FORMER_DEFAULT_SECRET);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(first, PUSH_SECRET_FILE)).mode & PERMISSION_BITS).toBe(OWNER_READ_WRITE);
  });

  it('survives a restart on the same data directory', async () => {
    const dir = newDataDir();
    expect(await secretOf(dir)).toBe(await secretOf(dir));
  });

  it('is new per process with a memory database', async () => {
    const memory = { dashboardDir: join(newDataDir(), 'no-dashboard') };
    expect(await secretOf(':memory:', memory)).not.toBe(await secretOf(':memory:', memory));
  });

  it('comes from PAYDESK_PUSHER_SECRET when set', async () => {
    const dir = newDataDir();
    const stored = await secretOf(dir);
    const { pusher } = configFromEnv({ PAYDESK_PUSHER_SECRET: 'operator-chosen-secret' });
    expect(pusher.secret).toBe('operator-chosen-secret');
    expect(await secretOf(dir, { pusher })).toBe('operator-chosen-secret');
    expect(await secretOf(dir)).toBe(stored);
  });
});
