import { createHash } from 'node:crypto';
import { SESSION_INACTIVITY_MS, SET_TWO_FA_CHANNEL_PREFIX } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import type { Clock } from '../../infra/clock.js';
import { secureId, secureToken } from '../../infra/random.js';

export const INACTIVITY_MS = SESSION_INACTIVITY_MS;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const STEP_LIFETIME_MS = 10 * 60 * 1000;

/** Where a sign-in stands: each step is a new session row with a new id. */
export type Stage = 'two-factor' | 'identity-select' | 'password-change' | 'active';

export interface SessionRow {
  id: string;
  public_id: string;
  user_id: string;
  stage: Stage;
  step_token: string | null;
  identity_id: string | null;
  channel: string;
  trusted_device: number;
  started_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a signed-in session ends unless used again: after the inactivity window, within the absolute lifetime. */
export const sessionExpiresAt = (row: SessionRow) =>
  Math.min(row.last_seen_at + INACTIVITY_MS, row.started_at + ABSOLUTE_LIFETIME_MS);

/** The private push channel of a set-2fa page: named from a hash of the path token. */
export const setupChannel = (token: string) => `${SET_TWO_FA_CHANNEL_PREFIX}${hashToken(token)}`;

export class Sessions {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(db: Database, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /**
   * Starts a sign-in step. Replaces `previous` (a new id at each step) but keeps its start time, so the
   * 12-hour lifetime counts from the password check. Answers the cookie value and the step token.
   */
  async create(input: {
    userId: string;
    stage: Stage;
    identityId?: string | null;
    previous?: SessionRow;
    ip: string;
    userAgent: string;
    trustedDevice?: boolean;
  }): Promise<{ cookie: string; stepToken: string; row: SessionRow }> {
    const now = this.#clock.now();
    const cookie = secureToken();
    const stepToken = secureToken();
    const row: SessionRow = {
      id: hashToken(cookie),
      public_id: input.previous?.public_id ?? secureId('ses'),
      user_id: input.userId,
      stage: input.stage,
      step_token: input.stage === 'active' ? null : hashToken(stepToken),
      identity_id: input.identityId ?? null,
      channel: input.previous?.channel ?? `private-session-${secureToken(18)}`,
      trusted_device: input.trustedDevice ? 1 : 0,
      started_at: input.previous?.started_at ?? now,
      last_seen_at: now,
      ip: input.ip,
      user_agent: input.userAgent,
    };
    await this.#db.batch([
      ...(input.previous
        ? [{ sql: 'DELETE FROM sessions WHERE id = ?', args: [input.previous.id] }]
        : []),
      {
        sql: `INSERT INTO sessions (id, public_id, user_id, stage, step_token, identity_id, channel, trusted_device,
              started_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          row.id,
          row.public_id,
          row.user_id,
          row.stage,
          row.step_token,
          row.identity_id,
          row.channel,
          row.trusted_device,
          row.started_at,
          row.last_seen_at,
          row.ip,
          row.user_agent,
        ],
      },
    ]);
    return { cookie, stepToken, row };
  }

  /** The signed-in session for a cookie, if it is active and within both lifetimes. */
  async active(cookie: string | undefined, touch = true): Promise<SessionRow | undefined> {
    const row = await this.#byCookie(cookie);
    if (!row || row.stage !== 'active') return undefined;
    if (touch) {
      const now = this.#clock.now();
      // One write per second at most; the inactivity window is 30 minutes.
      if (now - row.last_seen_at > 1000) {
        await this.#db.run('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [now, row.id]);
        row.last_seen_at = now;
      }
    }
    return row;
  }

  /** A pending sign-in step found by its step token (and, when sent, its cookie). */
  async step(
    stepToken: string,
    cookie: string | undefined,
    stage: Stage,
  ): Promise<SessionRow | undefined> {
    const row = await this.#db.get<SessionRow>('SELECT * FROM sessions WHERE step_token = ?', [
      hashToken(stepToken),
    ]);
    if (!row || row.stage !== stage) return undefined;
    if (cookie !== undefined && hashToken(cookie) !== row.id) return undefined;
    if (this.#clock.now() - row.last_seen_at > STEP_LIFETIME_MS) {
      await this.revoke(row.id);
      return undefined;
    }
    return row;
  }

  /** The session row behind a cookie whatever its stage, expired rows removed. */
  async #byCookie(cookie: string | undefined): Promise<SessionRow | undefined> {
    if (!cookie) return undefined;
    const row = await this.#db.get<SessionRow>('SELECT * FROM sessions WHERE id = ?', [
      hashToken(cookie),
    ]);
    if (!row) return undefined;
    const now = this.#clock.now();
    const limit = row.stage === 'active' ? INACTIVITY_MS : STEP_LIFETIME_MS;
    if (now - row.last_seen_at > limit || now - row.started_at > ABSOLUTE_LIFETIME_MS) {
      await this.revoke(row.id);
      return undefined;
    }
    return row;
  }

  async any(cookie: string | undefined): Promise<SessionRow | undefined> {
    return this.#byCookie(cookie);
  }

  async revoke(id: string): Promise<void> {
    await this.#db.run('DELETE FROM sessions WHERE id = ?', [id]);
  }

  async revokeOthers(userId: string, keepId: string | null): Promise<void> {
    await this.#db.run('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?', [userId, keepId]);
  }

  /** Signed-in sessions of a user, expired ones dropped first. */
  async listForUser(userId: string): Promise<SessionRow[]> {
    const now = this.#clock.now();
    await this.#db.run(
      `DELETE FROM sessions WHERE user_id = ? AND (last_seen_at < ? OR started_at < ?)`,
      [userId, now - INACTIVITY_MS, now - ABSOLUTE_LIFETIME_MS],
    );
    return this.#db.all<SessionRow>(
      "SELECT * FROM sessions WHERE user_id = ? AND stage = 'active' ORDER BY last_seen_at DESC",
      [userId],
    );
  }

  /** Ends one of a user's signed-in sessions, named by its public id; answers its channel (undefined: none such). */
  async endForUser(userId: string, publicId: string): Promise<string | undefined> {
    const target = (await this.listForUser(userId)).find((row) => row.public_id === publicId);
    if (!target) return undefined;
    await this.revoke(target.id);
    return target.channel;
  }

  async setIdentity(id: string, identityId: string): Promise<void> {
    await this.#db.run('UPDATE sessions SET identity_id = ? WHERE id = ?', [identityId, id]);
  }
}
