import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../session/cookies';
import { LAST_REQUEST_COOKIE, readLastRequest } from '../session/lastRequest';
import { recordingFetch } from './recordRequests';

const now = Date.UTC(2026, 10, 23, 9, 0, 0);
const answering = (status: number) => () =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status })));

afterEach(() => {
  vi.useRealTimers();
  deleteCookie(LAST_REQUEST_COOKIE);
});

describe('recordingFetch', () => {
  it('notes every answered request to the own origin as the last request', async () => {
    vi.useFakeTimers({ now });
    await recordingFetch(answering(204))('/api/main', { method: 'POST' });
    expect(readLastRequest()).toBe(now);
    vi.setSystemTime(now + 5000);
    await recordingFetch(answering(422))(new URL('/api/users/me', window.location.href));
    expect(readLastRequest()).toBe(now + 5000);
  });

  it('leaves out 401s and other domains', async () => {
    await recordingFetch(answering(401))('/api/main');
    await recordingFetch(answering(200))('https://push.example.com/app');
    expect(readLastRequest()).toBeUndefined();
  });

  it('passes the response through', async () => {
    const response = await recordingFetch(answering(201))('/api/main');
    expect(response.status).toBe(201);
  });
});
