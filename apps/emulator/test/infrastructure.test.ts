import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/infra/db/database.js';
import { migrations } from '../src/infra/db/migrations.js';
import { seed } from '../src/seed/seed.js';
import { startEmulator, type TestEmulator } from './support/emulator.js';

describe('database', () => {
  it('applies every migration once, and again is a no-op', async () => {
    const first = await openDatabase(':memory:');
    const applied = await first.all<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((row) => Number(row.version))).toEqual(
      migrations.map((migration) => migration.version),
    );
    first.close();
  });

  it('seeds the same demo dataset every time', async () => {
    const snapshot = async () => {
      const db = await openDatabase(':memory:');
      await seed(db, { now: Date.UTC(2026, 0, 1), transactions: 20_000 });
      const rows = {
        resources: await db.all(
          'SELECT id, type, parent_id, name FROM resources ORDER BY position',
        ),
        users: await db.all('SELECT id, email, status FROM users ORDER BY email'),
        payouts: await db.all(
          'SELECT id, amount, currency, status FROM payout_requests ORDER BY id',
        ),
      };
      db.close();
      return JSON.stringify(rows);
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a).toBe(b);
    const parsed = JSON.parse(a) as {
      resources: { type: string; name: string }[];
      users: { email: string }[];
    };
    expect(parsed.users.map((user) => user.email)).toEqual(
      [
        'admin',
        'blocked',
        'developer',
        'disputes',
        'expired',
        'finance',
        'multi',
        'newcomer',
        'noaccess',
        'support',
        'suspended',
        'totp',
      ].map((name) => `${name}@paydesk.test`),
    );
    expect(
      parsed.resources.filter(
        (row) => row.type === 'organization' && row.name.startsWith('Globex'),
      ),
    ).toHaveLength(7);
  });
});

describe('serving the dashboard', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startEmulator();
    await emulator.stop();
    // Restart with a built dashboard in place.
    const dist = join(emulator.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Paydesk</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    emulator = await startEmulator({ dashboardDir: dist });
    // Two starts, each seeding the demo database: on a loaded CI machine more than the default 10 s.
  }, 60_000);
  afterAll(() => emulator.stop());

  it('serves assets and falls back to index.html for app routes', async () => {
    const asset = await fetch(`${emulator.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    const route = await fetch(`${emulator.url}/transactions/abc?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Paydesk</title>');
  });

  it('answers unknown API paths with a JSON:API 404, not the app shell', async () => {
    const response = await fetch(`${emulator.url}/api/nope/deeper`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(await response.json()).toEqual({ errors: [{ title: 'Not found', code: 'not-found' }] });
  });
});

describe('test control', () => {
  it('does not exist unless PAYDESK_TEST_CONTROL=1', async () => {
    const plain = await startEmulator({ testControl: false });
    try {
      for (const [method, path] of [
        ['POST', '/__test/reset'],
        ['POST', '/__test/clock'],
        ['POST', '/__test/faults'],
        ['GET', '/__test/mail'],
      ] as const) {
        expect((await fetch(`${plain.url}${path}`, { method })).status, path).toBe(404);
      }
    } finally {
      await plain.stop();
    }
  });
});
