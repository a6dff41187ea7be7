import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyChannelAuth } from './signature.js';

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
}

interface PusherMessage {
  event?: unknown;
  data?: unknown;
  channel?: unknown;
}

/** pusher-js connects to `{prefix}{key}`. */
export const PUSH_PATH_PREFIX = '/app/';

/** The frame of an event: Pusher carries every `data` as a JSON string inside the JSON frame. */
export const eventFrame = (event: string, json: string, channel?: string) =>
  JSON.stringify(channel ? { event, channel, data: json } : { event, data: json });

export interface PusherServerOptions {
  key: string;
  secret: string;
  activityTimeout: number;
}

/**
 * A Pusher-protocol (v7) server: pusher-js connects to `/app/{key}` unchanged. Only what the dashboard uses is
 * implemented: connection_established, ping/pong, subscribe/unsubscribe with private-channel signatures, and
 * server-side publishing. Client events are refused as on Pusher without client events enabled.
 */
export class PusherServer {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Set<Connection>();
  readonly #subscribers = new Map<string, Set<Connection>>();
  readonly #options: PusherServerOptions;

  constructor(options: PusherServerOptions) {
    this.#options = options;
  }

  /** Hands an HTTP upgrade to the server if it targets `/app/{key}`; answers false otherwise. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(PUSH_PATH_PREFIX)) return false;
    const key = safeDecode(path.slice(PUSH_PATH_PREFIX.length));
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      if (key !== this.#options.key) {
        send(ws, 'pusher:error', { code: 4001, message: `App key ${key} not in this cluster` });
        ws.close(4001, 'Application does not exist');
        return;
      }
      this.#accept(ws);
    });
    return true;
  }

  #accept(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
    };
    this.#connections.add(connection);
    send(socket, 'pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: this.#options.activityTimeout,
    });
    socket.on('message', (raw) => this.#onMessage(connection, raw.toString()));
    socket.on('close', () => this.#drop(connection));
    socket.on('error', () => this.#drop(connection));
  }

  #onMessage(connection: Connection, raw: string): void {
    let message: PusherMessage;
    try {
      message = JSON.parse(raw) as PusherMessage;
    } catch {
      send(connection.socket, 'pusher:error', { code: 4200, message: 'Invalid JSON' });
      return;
    }
    const data = parseData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        send(connection.socket, 'pusher:pong', {});
        return;
      case 'pusher:subscribe':
        this.#subscribe(connection, data);
        return;
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.#unsubscribe(connection, data.channel);
        return;
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-')) {
          send(connection.socket, 'pusher:error', {
            code: 4301,
            message: 'Client events are not enabled',
          });
        }
    }
  }

  #subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel !== 'string' || channel.length === 0 || channel.length > 200) {
      send(connection.socket, 'pusher:error', { code: 4009, message: 'Invalid channel name' });
      return;
    }
    if (channel.startsWith('presence-')) {
      send(connection.socket, 'pusher:error', {
        code: 4009,
        message: 'Presence channels are not supported',
      });
      return;
    }
    if (channel.startsWith('private-')) {
      const { key, secret } = this.#options;
      if (!verifyChannelAuth(data.auth, key, secret, connection.socketId, channel)) {
        send(connection.socket, 'pusher:error', {
          code: 4009,
          message: `Invalid signature for channel ${channel}`,
        });
        return;
      }
    }
    connection.channels.add(channel);
    let subscribers = this.#subscribers.get(channel);
    if (!subscribers) this.#subscribers.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
    send(connection.socket, 'pusher_internal:subscription_succeeded', {}, channel);
  }

  #unsubscribe(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const subscribers = this.#subscribers.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.#subscribers.delete(channel);
  }

  #drop(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    for (const channel of connection.channels) this.#unsubscribe(connection, channel);
  }

  /** Publishes an event to every socket subscribed to `channel`; answers how many received it. */
  publish(channel: string, event: string, data: unknown): number {
    return this.publishFrame(channel, eventFrame(event, JSON.stringify(data), channel));
  }

  /** Sends a frame made with {@link eventFrame} for `channel` (a kept answer, serialized once) to its sockets. */
  publishFrame(channel: string, frame: string): number {
    const subscribers = this.#subscribers.get(channel);
    if (!subscribers) return 0;
    for (const connection of subscribers) connection.socket.send(frame);
    return subscribers.size;
  }

  subscriberCount(channel: string): number {
    return this.#subscribers.get(channel)?.size ?? 0;
  }

  /** Closes sockets (all, or only those on `channel`) as a network drop would: pusher-js reconnects. */
  closeSockets(channel?: string): number {
    const targets = channel ? [...(this.#subscribers.get(channel) ?? [])] : [...this.#connections];
    for (const connection of targets) {
      // 4200-4299: "reconnect immediately" in the Pusher protocol.
      connection.socket.close(4200, 'Closed by test control');
      this.#drop(connection);
    }
    return targets.length;
  }

  async close(): Promise<void> {
    for (const connection of this.#connections) connection.socket.terminate();
    this.#connections.clear();
    this.#subscribers.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }
}

function send(socket: WebSocket, event: string, data: unknown, channel?: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(eventFrame(event, JSON.stringify(data), channel));
}

/** A malformed escape names no app rather than throwing out of the upgrade listener. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
