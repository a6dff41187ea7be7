import Pusher from 'pusher';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from './support/emulator.js';

let emulator: TestEmulator;
let sdk: Pusher;
const key = 'paydesk-key';
/** The signing secret the emulator used to ship as its default: published, so it must sign nothing. */
const FORMER_DEFAULT_SECRET = 'paydesk-secret';
const sdkWith = (secret: string) =>
  new Pusher({ appId: 'paydesk', key, secret, host: '127.0.0.1', useTLS: false });

beforeAll(async () => {
  emulator = await startEmulator();
  sdk = sdkWith(emulator.context.config.pusher.secret);
});
afterAll(() => emulator.stop());

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A raw protocol client: records every frame and lets a test wait for the next matching one. */
async function connect(path = `/app/${key}?protocol=7&client=js&version=8.4.0`) {
  const socket = new WebSocket(`${emulator.url.replace('http', 'ws')}${path}`);
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    const index = waiters.findIndex((waiter) => waiter.match(frame));
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(frame);
  });
  const next = (event: string) =>
    new Promise<Frame>((resolve) => {
      const seen = frames.find((frame) => frame.event === event);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        resolve(seen);
      } else waiters.push({ match: (frame) => frame.event === event, resolve });
    });
  const established = await next('pusher:connection_established');
  const { socket_id: socketId, activity_timeout: activityTimeout } = JSON.parse(
    established.data,
  ) as {
    socket_id: string;
    activity_timeout: number;
  };
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  return { socket, socketId, activityTimeout, next, send, frames };
}

describe('Pusher protocol endpoint', () => {
  it('establishes a connection with a socket id and an activity timeout, data as JSON strings', async () => {
    const client = await connect();
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    expect(client.activityTimeout).toBe(120);
    client.socket.close();
  });

  it('answers ping with pong', async () => {
    const client = await connect();
    client.send('pusher:ping', {});
    const pong = await client.next('pusher:pong');
    expect(JSON.parse(pong.data)).toEqual({});
    client.socket.close();
  });

  it('accepts a private subscription signed by the official pusher SDK and delivers published events', async () => {
    const client = await connect();
    const channel = 'private-session-abc';
    const { auth } = sdk.authorizeChannel(client.socketId, channel);
    client.send('pusher:subscribe', { channel, auth });
    const succeeded = await client.next('pusher_internal:subscription_succeeded');
    expect(succeeded.channel).toBe(channel);
    expect(emulator.context.pusher.publish(channel, 'answer', { hello: 'world' })).toBe(1);
    const event = await client.next('answer');
    expect(event.channel).toBe(channel);
    expect(JSON.parse(event.data)).toEqual({ hello: 'world' });
    client.socket.close();
  });

  it('refuses a private subscription with a wrong signature (4009) and delivers nothing', async () => {
    const client = await connect();
    const channel = 'private-session-other';
    const { auth } = sdk.authorizeChannel('1.2', channel);
    client.send('pusher:subscribe', { channel, auth });
    const error = await client.next('pusher:error');
    expect(JSON.parse(error.data)).toMatchObject({ code: 4009 });
    expect(emulator.context.pusher.publish(channel, 'answer', {})).toBe(0);
    client.socket.close();
  });

  it('refuses a subscription signed with the former published default secret (4009)', async () => {
    const client = await connect();
    const channel = 'private-session-forged';
    const { auth } = sdkWith(FORMER_DEFAULT_SECRET).authorizeChannel(client.socketId, channel);
    client.send('pusher:subscribe', { channel, auth });
    const reply = await Promise.race([
      client.next('pusher:error'),
      client.next('pusher_internal:subscription_succeeded'),
    ]);
    expect(reply.event).toBe('pusher:error');
    expect(JSON.parse(reply.data)).toMatchObject({ code: 4009 });
    expect(emulator.context.pusher.publish(channel, 'answer', {})).toBe(0);
    client.socket.close();
  });

  it('refuses an unknown app key with 4001', async () => {
    const socket = new WebSocket(`${emulator.url.replace('http', 'ws')}/app/wrong-key`);
    const [code] = await new Promise<[number]>((resolve) =>
      socket.on('close', (closeCode) => resolve([closeCode])),
    );
    expect(code).toBe(4001);
  });

  it('signs broadcasting auth exactly like the official SDK for the session channel only', async () => {
    const login = await fetch(`${emulator.url}/api/signin`, {
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
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const channel = ((await login.json()) as { data: { attributes: { wsChannel: string } } }).data
      .attributes.wsChannel;
    const client = await connect();
    const authorize = (channelName: string) =>
      fetch(`${emulator.url}/api/broadcasting/auth`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          socket_id: client.socketId,
          channel_name: channelName,
        }).toString(),
      });
    const granted = await authorize(channel);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual(sdk.authorizeChannel(client.socketId, channel));
    expect((await authorize('private-session-someone-else')).status).toBe(403);
    client.socket.close();
  });
});
