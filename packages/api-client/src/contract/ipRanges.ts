/**
 * IP addresses and CIDR ranges as typed into an allowed IP list or an API key's IP limit: IPv4 (`203.0.113.7`,
 * `203.0.113.0/24`) and IPv6 (`2001:db8::1`, `2001:db8::/32`, `::ffff:192.0.2.1`). Written once for the emulator,
 * which refuses a bad entry and matches callers against the ranges, and the dashboard's forms, which show the same
 * text before sending. Pure and dependency-free, so it runs in the browser as in Node.
 */

/** The answer to an entry that is neither an address nor a range (also the dashboard's words for it). */
export const IP_RANGE_ERROR = 'Enter an IPv4 or IPv6 address or CIDR range';
export const ipRangeErrorCode = 'invalid-ip-range';

export interface IpRange {
  readonly version: 4 | 6;
  /** The address's bytes: 4 for IPv4, 16 for IPv6. */
  readonly bytes: Uint8Array;
  /** The prefix length: 32 or 128 for a single address. */
  readonly prefix: number;
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => IPV4_PART.test(part))) return null;
  return Uint8Array.from(parts, Number);
}

function groupsOf(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const pieces = text.split(':');
  for (const [index, piece] of pieces.entries()) {
    // An embedded IPv4 address may close the address (`::ffff:192.0.2.1`).
    if (index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece);
      if (!v4) return null;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (IPV6_GROUP.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIpv6(text: string): Uint8Array | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** Reads an address or a CIDR range; null when it is neither. Surrounding spaces are ignored. */
export function parseIpRange(text: string): IpRange | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const bytes = address.includes(':') ? parseIpv6(address) : parseIpv4(address);
  if (!bytes) return null;
  const version = bytes.length === 4 ? 4 : 6;
  const maxPrefix = bytes.length * 8;
  if (prefixText === undefined) return { version, bytes, prefix: maxPrefix };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= maxPrefix ? { version, bytes, prefix } : null;
}

export const isIpRange = (text: string) => parseIpRange(text) !== null;

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, how dual-stack servers report callers) as plain IPv4. */
function unmapped(range: IpRange): IpRange {
  const mapped =
    range.version === 6 &&
    range.bytes.subarray(0, 10).every((b) => b === 0) &&
    range.bytes[10] === 0xff &&
    range.bytes[11] === 0xff;
  return mapped
    ? { version: 4, bytes: range.bytes.slice(12), prefix: Math.max(0, range.prefix - 96) }
    : range;
}

/** Whether the address lies in the range (an address range matches itself only). */
export function ipInRange(address: string, range: string): boolean {
  const parsedAddress = parseIpRange(address);
  const parsedRange = parseIpRange(range);
  if (!parsedAddress || !parsedRange) return false;
  const ip = unmapped(parsedAddress);
  const net = unmapped(parsedRange);
  if (ip.version !== net.version) return false;
  const fullBytes = Math.floor(net.prefix / 8);
  for (let i = 0; i < fullBytes; i++) if (ip.bytes[i] !== net.bytes[i]) return false;
  const restBits = net.prefix % 8;
  if (restBits === 0) return true;
  const mask = (0xff << (8 - restBits)) & 0xff;
  return (ip.bytes[fullBytes]! & mask) === (net.bytes[fullBytes]! & mask);
}

/** Whether the address lies in any of the ranges. */
export const ipInAnyRange = (address: string, ranges: readonly string[]) =>
  ranges.some((range) => ipInRange(address, range));
