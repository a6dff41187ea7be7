import { pushEvents } from '@paydesk/api-client';
import type { Clock } from '../infra/clock.js';
import type { Database } from '../infra/db/database.js';
import type { FaultSettings } from './faults.js';
import { eventFrame, type PusherServer } from './pusherServer.js';

/** Kept answers are swept at most this often. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Keeps every answer by (owner channel, requestReference) and pushes it. Pusher does not guarantee delivery, so
 * the stored copy is what the client falls back to. An answer is serialized once, when it is stored: that JSON
 * is what the socket frame carries and what HTTP fetches send.
 */
export class Answers {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #pusher: PusherServer;
  readonly #faults: () => FaultSettings;
  readonly #pushLimitBytes: number;
  readonly #retentionMs: number;
  #lastSweep = 0;

  constructor(options: {
    db: Database;
    clock: Clock;
    pusher: PusherServer;
    faults: () => FaultSettings;
    pushLimitBytes: number;
    retentionMs: number;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#pusher = options.pusher;
    this.#faults = options.faults;
    this.#pushLimitBytes = options.pushLimitBytes;
    this.#retentionMs = options.retentionMs;
  }

  async find(
    owner: string,
    requestReference: string,
  ): Promise<{ action: string; body: string } | undefined> {
    return this.#db.get<{ action: string; body: string }>(
      'SELECT action, body FROM answers WHERE owner = ? AND request_reference = ? AND created_at >= ?',
      [owner, requestReference, this.#clock.now() - this.#retentionMs],
    );
  }

  /** Kept answers for many references at once (one query). */
  async findMany(owner: string, references: readonly string[]): Promise<Map<string, string>> {
    if (references.length === 0) return new Map();
    const rows = await this.#db.all<{ request_reference: string; body: string }>(
      `SELECT request_reference, body FROM answers WHERE owner = ? AND created_at >= ?
       AND request_reference IN (${references.map(() => '?').join(', ')})`,
      [owner, this.#clock.now() - this.#retentionMs, ...references],
    );
    return new Map(rows.map((row) => [row.request_reference, row.body]));
  }

  /** Keeps an action's answer document; answers the stored JSON body. */
  async store(
    owner: string,
    requestReference: string,
    area: string,
    action: string,
    document: unknown,
  ): Promise<string> {
    const body = JSON.stringify({ requestReference, action, document });
    await this.#db.run(
      'INSERT OR IGNORE INTO answers (owner, request_reference, area, action, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [owner, requestReference, area, action, body, this.#clock.now()],
    );
    void this.#sweep();
    return body;
  }

  /** Pushes a stored answer body, as a notice when it is over the push limit. Faults may drop or delay it. */
  push(owner: string, requestReference: string, action: string, body: string): void {
    const faults = this.#faults();
    if (faults.dropPushRate > 0 && Math.random() < faults.dropPushRate) return;
    const send = () => {
      // Pusher's limit is on the whole frame, where the answer travels as an escaped JSON string.
      const frame = eventFrame(pushEvents.answer, body, owner);
      if (Buffer.byteLength(frame) > this.#pushLimitBytes) {
        const size = Buffer.byteLength(body);
        this.#pusher.publish(owner, pushEvents.answerStored, { requestReference, action, size });
      } else {
        this.#pusher.publishFrame(owner, frame);
      }
    };
    if (faults.pushDelayMs > 0) setTimeout(send, faults.pushDelayMs).unref();
    else send();
  }

  async #sweep(): Promise<void> {
    const now = this.#clock.now();
    if (now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    await this.#db.run('DELETE FROM answers WHERE created_at < ?', [now - this.#retentionMs]);
  }
}

/** The size of the WebSocket frame that would carry `body` as event `event` on `channel`. */
export function pushFrameBytes(channel: string, event: string, body: string): number {
  return Buffer.byteLength(eventFrame(event, body, channel));
}
