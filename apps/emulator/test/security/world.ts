/**
 * The demo dataset as the suites need it: resource ids by name (checked against the oracle's tree), identities,
 * payment rows to aim at, and fixtures written straight into the database after each reset (uploads, topics,
 * evidence and users the seed does not have). A reset deletes every fixture again.
 */
import { randomBytes } from 'node:crypto';
import { openDisputeStates } from '@paydesk/api-client';
import type { TestEmulator } from '../support/emulator.js';
import { parentOf } from './oracle.js';
import { fixtureUsers } from './roles.js';

type Db = TestEmulator['context']['db'];

export type FilePurpose = 'message' | 'evidence' | 'export';

const HOUR = 60 * 60 * 1000;
/** Bytes of every fixture file that has content. */
export const FIXTURE_BYTES = 'fixture-bytes';

const fixtureId = (prefix: string) => `${prefix}_fx${randomBytes(9).toString('hex')}`;

/** Rows of Acme Retail's "Retail Web Shop" project the matrix aims at (the seed is the same on every reset). */
export interface PaymentTargets {
  transaction: string;
  refundable: string;
  capturable: string;
  cancellable: string;
  customer: string;
  /** A closed dispute (read and evidence fixture) and three open ones (accept, evidence, bad evidence). */
  closedDispute: string;
  openDisputes: [string, string, string];
}

export class World {
  readonly db: Db;
  readonly emulator: TestEmulator;
  readonly #ids: Map<string, string>;
  readonly #names: Map<string, string>;

  private constructor(emulator: TestEmulator, rows: { id: string; name: string }[]) {
    this.emulator = emulator;
    this.db = emulator.context.db;
    this.#ids = new Map(rows.map((row) => [row.name, row.id]));
    this.#names = new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Reads the resource tree and checks it is the one the oracle describes. */
  static async load(emulator: TestEmulator): Promise<World> {
    const rows = await emulator.context.db.all<{ id: string; name: string; parent: string | null }>(
      `SELECT r.id, r.name, p.name AS parent FROM resources r LEFT JOIN resources p ON p.id = r.parent_id
       WHERE r.type != 'channel'`,
    );
    for (const [name, parent] of Object.entries(parentOf)) {
      const row = rows.find((candidate) => candidate.name === name);
      if (!row || row.parent !== parent)
        throw new Error(`The seed's resource tree changed at ${name}: update oracle.ts`);
    }
    return new World(emulator, rows);
  }

  /** The id of a resource by name. */
  id(name: string): string {
    const id = this.#ids.get(name);
    if (!id) throw new Error(`No resource named ${name}`);
    return id;
  }

  /** The name of a resource by id (undefined for ids of runtime resources). */
  nameOf(id: string): string | undefined {
    return this.#names.get(id);
  }

  /** Ids of the oracle's tree nodes. */
  nodeIds(names: Iterable<string>): string[] {
    return [...names].map((name) => this.id(name));
  }

  now(): number {
    return this.emulator.context.clock.now();
  }

  async identity(email: string, merchant?: string): Promise<string> {
    const row = await this.db.get<{ id: string }>(
      `SELECT identities.id FROM identities JOIN users ON users.id = identities.user_id
       WHERE users.email = ? ${merchant ? 'AND identities.merchant_id = ?' : ''} ORDER BY identities.created_at LIMIT 1`,
      merchant ? [email, this.id(merchant)] : [email],
    );
    if (!row) throw new Error(`No identity for ${email}`);
    return row.id;
  }

  /** An identity's groups: id and resource name. */
  async groups(identityId: string): Promise<{ id: string; on: string }[]> {
    const rows = await this.db.all<{ id: string; resource_id: string }>(
      'SELECT id, resource_id FROM identity_groups WHERE identity_id = ? ORDER BY created_at, id',
      [identityId],
    );
    return rows.map((row) => ({ id: row.id, on: this.nameOf(row.resource_id) ?? row.resource_id }));
  }

  /** The fixture users of roles.ts, with the demo password (copied from admin@'s row). */
  async insertFixtureUsers(): Promise<void> {
    const admin = await this.db.get<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'admin@paydesk.test'",
    );
    const now = this.now();
    const statements = Object.values(fixtureUsers).flatMap((user) => {
      const userId = fixtureId('usr');
      const identityId = fixtureId('idt');
      return [
        {
          sql: `INSERT INTO users (id, email, name, password_hash, password_change_required, status, created_at)
                VALUES (?, ?, ?, ?, 0, 'active', ?)`,
          args: [userId, user.email, user.email.split('@')[0]!, admin!.password_hash, now],
        },
        {
          sql: `INSERT INTO identities (id, user_id, merchant_id, name, status, attributes, created_at)
                VALUES (?, ?, ?, ?, 'active', '{}', ?)`,
          args: [identityId, userId, this.id('Acme Commerce'), `${user.email} · Acme`, now],
        },
        {
          sql: `INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, expires_at, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)`,
          args: [
            fixtureId('grp'),
            identityId,
            user.role,
            JSON.stringify(user.permissions),
            this.id(user.on),
            user.expiredMs ? now - user.expiredMs : null,
            now - HOUR * 2,
          ],
        },
      ];
    });
    await this.db.batch(statements);
  }

  /** A topic of `organization` opened by `identityId`, with a first message; answers the topic and message ids. */
  async insertTopic(
    identityId: string,
    organization: string,
    subject = 'Fixture topic',
  ): Promise<{ topic: string; message: string }> {
    const topic = fixtureId('top');
    const message = fixtureId('msg');
    const now = this.now();
    await this.db.batch([
      {
        sql: `INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at)
              VALUES (?, ?, ?, ?, 'general', 'pending', ?, ?)`,
        args: [topic, this.id(organization), identityId, subject, now, now],
      },
      {
        sql: `INSERT INTO messages (id, topic_id, identity_id, author, body, created_at)
              VALUES (?, ?, ?, 'merchant', 'Fixture message', ?)`,
        args: [message, topic, identityId, now],
      },
    ]);
    return { topic, message };
  }

  /** Evidence submitted by `identityId` on a dispute; answers its id. */
  async insertEvidence(disputeId: string, identityId: string): Promise<string> {
    const id = fixtureId('evd');
    await this.db.run(
      `INSERT INTO dispute_evidence (id, dispute_id, identity_id, text, submitted_at, seeded)
       VALUES (?, ?, ?, 'Fixture evidence', ?, 0)`,
      [id, disputeId, identityId, this.now()],
    );
    return id;
  }

  /**
   * A file as the emulator keeps one: `resourceId` is the uploader's merchant until it is sent (or the
   * organization after), `content` null until its bytes are uploaded.
   */
  async insertFile(file: {
    identityId: string;
    resourceId: string;
    purpose: FilePurpose;
    name?: string;
    messageId?: string;
    evidenceId?: string;
    withContent: boolean;
  }): Promise<string> {
    const id = fixtureId('fil');
    const bytes = Buffer.from(FIXTURE_BYTES);
    await this.db.run(
      `INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at, purpose, evidence_id)
       VALUES (?, ?, ?, ?, ?, 'text/plain', ?, ?, ?, ?, ?)`,
      [
        id,
        file.resourceId,
        file.identityId,
        file.messageId ?? null,
        file.name ?? `${file.purpose}-fixture.txt`,
        bytes.length,
        file.withContent ? bytes : null,
        this.now(),
        file.purpose,
        file.evidenceId ?? null,
      ],
    );
    return id;
  }

  /** Payment rows of Retail Web Shop for the matrix: readable, refundable, capturable, disputes. */
  async paymentTargets(): Promise<PaymentTargets> {
    const project = this.id('Retail Web Shop');
    const one = async (sql: string, args: (string | number)[], count = 1) => {
      const rows = await this.db.all<{ id: string }>(`${sql} LIMIT ${count}`, args);
      if (rows.length < count) throw new Error(`Not enough rows for ${sql}`);
      return rows.map((row) => row.id);
    };
    const [refundable] = await one(
      "SELECT id FROM transactions WHERE project_id = ? AND type = 'charge' AND status = 'successful' AND refunded_amount = 0 AND amount >= 100 ORDER BY id",
      [project],
    );
    const [capturable, cancellable] = await one(
      "SELECT id FROM transactions WHERE project_id = ? AND type = 'charge-authorize' AND status = 'uncaptured' ORDER BY id",
      [project],
      2,
    );
    const open = await one(
      `SELECT id FROM disputes WHERE project_id = ? AND state IN (${openDisputeStates.map(() => '?').join(', ')}) ORDER BY id`,
      [project, ...openDisputeStates],
      3,
    );
    const [closedDispute] = await one(
      "SELECT id FROM disputes WHERE project_id = ? AND state = 'won' ORDER BY id",
      [project],
    );
    const [customer] = await one('SELECT id FROM customers WHERE organization_id = ? ORDER BY id', [
      this.id('Acme Retail'),
    ]);
    return {
      transaction: refundable!,
      refundable: refundable!,
      capturable: capturable!,
      cancellable: cancellable!,
      customer: customer!,
      closedDispute: closedDispute!,
      openDisputes: open as [string, string, string],
    };
  }
}
