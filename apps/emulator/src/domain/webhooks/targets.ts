/**
 * Where a webhook may go. The provider must not be turned against its own network (SSRF): a URL whose host is, or
 * resolves to, a private or link-local address is refused, at the URL field when the endpoint is saved and again
 * before every attempt (a name may resolve elsewhere later). Loopback is allowed for sandbox projects only, so
 * tests and local development can receive webhooks on their own machine.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ipInAnyRange, type WebhookErrorKey } from '@paydesk/api-client';

/** Private (RFC 1918, unique local), link-local, "this network", carrier-grade NAT and unspecified addresses. */
const PRIVATE_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '0.0.0.0/8',
  'fc00::/7',
  'fe80::/10',
  '::/128',
];
const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

export type AddressKind = 'public' | 'private' | 'loopback';

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries. */
const unmapped = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
};

export function addressKind(address: string): AddressKind {
  const plain = unmapped(address);
  if (ipInAnyRange(plain, LOOPBACK_RANGES)) return 'loopback';
  if (ipInAnyRange(plain, PRIVATE_RANGES)) return 'private';
  return 'public';
}

/** The URL when it is an absolute http(s) URL without credentials, else null. */
export function parseTarget(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.hostname === '') return null;
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address the URL's host stands for (itself when it is an address). */
export async function addressesOf(url: URL): Promise<string[]> {
  const host = hostOf(url);
  if (isIP(host)) return [host];
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/**
 * Why `text` may not receive webhooks of a project (`sandbox`: a test-mode project), or null when it may. Every
 * address of the host must be allowed: one private address is enough to refuse.
 */
export async function targetRefusal(
  text: string,
  sandbox: boolean,
): Promise<WebhookErrorKey | null> {
  const url = parseTarget(text);
  if (!url) return 'urlInvalid';
  let addresses: string[];
  try {
    addresses = await addressesOf(url);
  } catch {
    return 'urlUnresolvable';
  }
  if (addresses.length === 0) return 'urlUnresolvable';
  const kinds = addresses.map(addressKind);
  if (kinds.includes('private')) return 'urlPrivate';
  if (kinds.includes('loopback') && !sandbox) return 'urlLoopbackLive';
  return null;
}
