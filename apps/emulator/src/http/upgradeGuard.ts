import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MISDIRECTED_REQUEST, type HostAllowList } from './hosts.js';
import { isForeignOrigin } from './origin.js';

const FORBIDDEN = 403;

/**
 * Why a WebSocket upgrade must be refused, as an HTTP status, or null to go on: a Host the server does not answer
 * to (DNS rebinding), or a page of a foreign origin opening the socket.
 */
export function upgradeRefusal(
  request: IncomingMessage,
  hosts: HostAllowList,
  allowedOrigins: readonly string[],
): number | null {
  const { host, origin } = request.headers;
  if (!hosts.allows(host)) return MISDIRECTED_REQUEST;
  const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (isForeignOrigin(origin, protocol, host, allowedOrigins)) return FORBIDDEN;
  return null;
}

/** Answers the upgrade request with a plain HTTP error and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? 'Error';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}
