// Where webhooks may go, by name as well as by address: a host name that resolves to a private or link-local
// address is refused like the address itself (DNS answered by a stand-in here, so no network is needed).
import { describe, expect, it, vi } from 'vitest';

const answers: Record<string, string[]> = {
  'internal.example': ['10.20.30.40'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', 'fd12::1'],
  'public.example': ['93.184.216.34'],
  'loop.example': ['127.0.0.1'],
};
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
}));

const { addressKind, targetRefusal } = await import('../src/domain/webhooks/targets.js');

describe('webhook targets', () => {
  it('classifies addresses', () => {
    expect(addressKind('10.0.0.1')).toBe('private');
    expect(addressKind('172.31.255.255')).toBe('private');
    expect(addressKind('172.32.0.1')).toBe('public');
    expect(addressKind('192.168.0.1')).toBe('private');
    expect(addressKind('169.254.1.1')).toBe('private');
    expect(addressKind('fc00::1')).toBe('private');
    expect(addressKind('fe80::1')).toBe('private');
    expect(addressKind('::ffff:192.168.1.1')).toBe('private');
    expect(addressKind('127.0.0.5')).toBe('loopback');
    expect(addressKind('::1')).toBe('loopback');
    expect(addressKind('8.8.8.8')).toBe('public');
  });

  it('refuses names that resolve to private or link-local addresses, any one of them', async () => {
    expect(await targetRefusal('https://internal.example/hook', true)).toBe('urlPrivate');
    expect(await targetRefusal('https://metadata.example/', true)).toBe('urlPrivate');
    expect(await targetRefusal('https://mixed.example/', false)).toBe('urlPrivate');
    expect(await targetRefusal('https://public.example/', false)).toBeNull();
    expect(await targetRefusal('https://nowhere.example/', false)).toBe('urlUnresolvable');
  });

  it('allows loopback names for sandbox projects only', async () => {
    expect(await targetRefusal('http://loop.example:8080/', true)).toBeNull();
    expect(await targetRefusal('http://loop.example:8080/', false)).toBe('urlLoopbackLive');
    expect(await targetRefusal('http://[::1]:8080/', true)).toBeNull();
  });

  it('refuses what is not an http(s) URL, or carries credentials', async () => {
    expect(await targetRefusal('ftp://public.example/', false)).toBe('urlInvalid');
    expect(await targetRefusal('https://user:pw@public.example/', false)).toBe('urlInvalid');
    expect(await targetRefusal('not a url', false)).toBe('urlInvalid');
  });
});
