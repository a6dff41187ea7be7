import { cookies } from '@paydesk/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readChannelCookie, writeCookie } from './cookies';
import {
  LAST_REQUEST_COOKIE,
  clearStaleChannel,
  readLastRequest,
  recordRequest,
} from './lastRequest';

const now = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  deleteCookie(cookies.channel);
  deleteCookie(LAST_REQUEST_COOKIE);
});

describe('lastRequest cookie', () => {
  it('round-trips the time of the last request', () => {
    expect(readLastRequest()).toBeUndefined();
    recordRequest(now);
    expect(readLastRequest()).toBe(now);
  });

  it('ignores a value that is not a time', () => {
    writeCookie(LAST_REQUEST_COOKIE, 'soon', DAY);
    expect(readLastRequest()).toBeUndefined();
  });
});

describe('clearStaleChannel', () => {
  it('clears the channel cookie when the last request is older than 1800 s', () => {
    writeCookie(cookies.channel, 'private-session-a', DAY);
    recordRequest(now - 1_800_001);
    expect(clearStaleChannel(now)).toBe(true);
    expect(readChannelCookie()).toBeUndefined();
  });

  it('keeps it within 1800 s, and without any record', () => {
    writeCookie(cookies.channel, 'private-session-a', DAY);
    expect(clearStaleChannel(now)).toBe(false);
    recordRequest(now - 1_800_000);
    expect(clearStaleChannel(now)).toBe(false);
    expect(readChannelCookie()).toBe('private-session-a');
  });
});
