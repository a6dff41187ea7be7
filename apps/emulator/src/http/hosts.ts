import { networkInterfaces } from 'node:os';

/** Names that reach a loopback listener from this machine. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Listen addresses that mean "every interface". */
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '[::]']);
/** The port a Host header without one means (the emulator speaks plain HTTP). */
const HTTP_DEFAULT_PORT = 80;
const MAX_PORT = 65_535;
/** The answer to a request for a host this server is not (RFC 9110 §15.5.20). */
export const MISDIRECTED_REQUEST = 421;

export interface Authority {
  /** Lowercased host name or address; IPv6 in brackets. */
  name: string;
  /** null when the value names no port. */
  port: number | null;
}

/** `name[:port]` or `[v6 address][:port]`, as in a Host header; null when malformed. */
export function parseAuthority(value: string): Authority | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > MAX_PORT) return null;
  return { name: match[1]!, port };
}

/** An address as a Host header spells it: IPv6 in brackets. */
const hostName = (address: string) =>
  (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address).toLowerCase();

const isLoopback = (name: string) =>
  name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);

function interfaceNames(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map((address) => hostName(address.address));
}

/**
 * The Host header values the server answers to: its listen address with the listening port (the loopback names when
 * it listens on loopback, the machine's addresses when on every interface) and the configured extra hosts. Any
 * other Host is a page that had its own name resolved to this machine (DNS rebinding) and is refused.
 */
export class HostAllowList {
  readonly #listenName: string;
  readonly #extra: Authority[];
  #port: number | null = null;
  #names = new Set<string>();

  constructor(listenHost: string, allowedHosts: readonly string[]) {
    this.#listenName = hostName(listenHost);
    this.#extra = allowedHosts.map((entry) => {
      const authority = parseAuthority(entry);
      if (!authority) throw new Error(`PAYDESK_ALLOWED_HOSTS: "${entry}" is not a host[:port]`);
      return authority;
    });
  }

  /** Called once the server listens: Host headers must name this port. */
  listeningOn(port: number): void {
    this.#port = port;
    this.#names = this.#serverNames();
  }

  allows(host: string | undefined): boolean {
    if (this.#port === null || !host) return false;
    const authority = parseAuthority(host);
    if (!authority) return false;
    const port = authority.port ?? HTTP_DEFAULT_PORT;
    const extra = this.#extra.some(
      (entry) => entry.name === authority.name && (entry.port === null || entry.port === port),
    );
    if (extra) return true;
    if (port !== this.#port) return false;
    if (this.#names.has(authority.name)) return true;
    if (!WILDCARD_ADDRESSES.has(this.#listenName)) return false;
    // Interfaces come and go (DHCP, VPN): read them again before refusing.
    this.#names = this.#serverNames();
    return this.#names.has(authority.name);
  }

  #serverNames(): Set<string> {
    if (WILDCARD_ADDRESSES.has(this.#listenName))
      return new Set([...LOOPBACK_NAMES, ...interfaceNames()]);
    if (isLoopback(this.#listenName)) return new Set([this.#listenName, ...LOOPBACK_NAMES]);
    return new Set([this.#listenName]);
  }
}
