/**
 * Load figure for the emulator: how many action round trips per second it holds, and their p99.
 *
 * A round trip is what the dashboard waits for: POST /api/main (users/me) → 202 → the answer pushed on the
 * session's private channel. autocannon drives the POSTs on loopback for a bounded time; a WebSocket client
 * subscribed to the channel (Pusher protocol, signed by the broadcasting auth) timestamps every answer.
 *
 *   pnpm --filter @paydesk/emulator bench            (10 s, 16 connections)
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=32 pnpm --filter @paydesk/emulator bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { createEmulator } from '../src/emulator.js';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-'));
const emulator = await createEmulator({
  port: 0,
  dataDir,
  dashboardDir: join(dataDir, 'none'),
  log: false,
  rateLimit: {
    general: { max: 10_000_000, windowMs: 60_000 },
    signIn: { max: 100, windowMs: 60_000 },
  },
});

try {
  const signIn = await fetch(`${emulator.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'access-token-login',
        attributes: {
          email: 'admin@paydesk.test',
          password: 'Paydesk-demo-1',
          isTrustedDevice: false,
          setAuthCookie: true,
        },
      },
    }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const channel = ((await signIn.json()) as { data: { attributes: { wsChannel: string } } }).data
    .attributes.wsChannel;

  // Subscribe to the session channel exactly as pusher-js does.
  const sentAt = new Map<string, number>();
  const roundTrips: number[] = [];
  let duplicates = 0;
  const socket = new WebSocket(
    `${emulator.url.replace('http', 'ws')}/app/${emulator.context.config.pusher.key}?protocol=7`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', async (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
        const auth = await fetch(`${emulator.url}/api/broadcasting/auth`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/vnd.api+json' },
          body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
        });
        const { auth: signature } = (await auth.json()) as { auth: string };
        socket.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signature } }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else if (frame.event === 'answer') {
        const { requestReference } = JSON.parse(frame.data) as { requestReference: string };
        const started = sentAt.get(requestReference);
        if (started === undefined) duplicates++;
        else {
          roundTrips.push(performance.now() - started);
          sentAt.delete(requestReference);
        }
      }
    });
  });

  let sequence = 0;
  const started = performance.now();
  const result = await autocannon({
    url: emulator.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/main',
        headers: { cookie, 'content-type': 'application/vnd.api+json' },
        setupRequest: (request) => {
          const requestReference = `bench-${(sequence++).toString(36).padStart(8, '0')}`;
          sentAt.set(requestReference, performance.now());
          return {
            ...request,
            body: JSON.stringify({ data: { requestReference, action: 'users/me' } }),
          };
        },
      },
    ],
  });
  // Answers still in flight when autocannon stops get a moment to arrive.
  const drainUntil = performance.now() + 2_000;
  while (sentAt.size > 0 && performance.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const elapsedS = (performance.now() - started) / 1000;
  socket.close();

  roundTrips.sort((a, b) => a - b);
  const percentile = (p: number) =>
    roundTrips[Math.min(roundTrips.length - 1, Math.floor((p / 100) * roundTrips.length))] ?? NaN;
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(
    `\nPaydesk emulator load (${connections} connections, ${duration} s on loopback, action users/me)`,
  );
  console.log(
    `  acknowledged POSTs   ${result.requests.average.toFixed(0)} req/s (p99 ${result.latency.p99} ms), ${non2xx} failed`,
  );
  console.log(
    `  action round trips   ${(roundTrips.length / elapsedS).toFixed(0)} /s held (POST → 202 → pushed answer)`,
  );
  console.log(
    `  round-trip latency   p50 ${fmt(percentile(50))}  p90 ${fmt(percentile(90))}  p99 ${fmt(percentile(99))}  max ${fmt(roundTrips.at(-1) ?? NaN)}`,
  );
  console.log(
    `  answers              ${roundTrips.length} delivered, ${sentAt.size} missing, ${duplicates} duplicate`,
  );
  if (sentAt.size > 0 || non2xx > 0) process.exitCode = 1;
} finally {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}
