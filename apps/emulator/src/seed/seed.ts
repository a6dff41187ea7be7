/**
 * The demo dataset (README "Demo accounts"): deterministic — a seeded generator and fixed dates give the same
 * rows on every machine. Payments are generated once per size and only restored on later seeds.
 */
import type { Database } from '../infra/db/database.js';
import { hashPassword } from '../domain/auth/passwords.js';
import { seedAccounts, DEMO_PASSWORD } from './accounts.js';
import { seedAllowedIpLists } from './allowedIpLists.js';
import { SeedBatch } from './batch.js';
import { seedMailbox } from './mailbox.js';
import { seedPaymentLinks } from './paymentLinks.js';
import { seedPayments } from './payments/seedPayments.js';
import { seedPayoutRequests } from './payoutRequests.js';
import { seedResources } from './resources.js';
import { seedSubscriptions } from './subscriptions.js';

const SEED = 20_250_101;
/** The demo password's hash uses a fixed salt, so every reset writes the same hash. */
const DEMO_SALT = Buffer.from('paydesk-demo-salt');

interface SeedOptions {
  /** The clock's now: blocks and token expiries are relative to it. */
  now: number;
  /** Transaction rows to generate for Acme Retail (the other organizations get a few hundred). */
  transactions: number;
  /** scrypt cost of the demo password hashes. */
  passwordCost?: number;
}

/** Emptied and written again on every seed, in this order (children before parents). */
const tables = [
  'saved_views',
  // A reset stops every bulk refund: its items must not refund the seed's transactions again.
  'bulk_refund_items',
  'bulk_refunds',
  'report_schedule_runs',
  'report_schedules',
  'dispute_reminders',
  'translation_texts',
  'translation_languages',
  'team_settings',
  'api_key_idempotency',
  'api_keys',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'payment_links',
  'uploads',
  'antifraud_rules',
  'antifraud_entries',
  'reports',
  'answers',
  'mail',
  'tokens',
  'trusted_devices',
  'sessions',
  'topic_reads',
  'files',
  'messages',
  'topics',
  'payout_requests',
  'identity_groups',
  'identities',
  'login_guard',
  'users',
  'resources',
  'meta',
];

/** Empties every table and writes the demo dataset. */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const batch = new SeedBatch(SEED);
  for (const table of tables) batch.add(`DELETE FROM ${table}`, []);
  // The audit trail refuses deletes (append-only) unless the reset flag is set, in this transaction only.
  batch.add('INSERT INTO audit_reset (flag) VALUES (1)', []);
  batch.add('DELETE FROM audit_entries', []);
  batch.add('DELETE FROM audit_reset', []);
  const tree = seedResources(batch);
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_SALT, options.passwordCost);
  const { adminIdentity } = seedAccounts(batch, tree, { passwordHash, now: options.now });
  seedMailbox(batch, tree.retail, adminIdentity);
  seedPayoutRequests(batch, tree.retail);
  batch.add('INSERT INTO meta (key, value) VALUES (?, ?)', ['seed', String(SEED)]);
  batch.add('INSERT INTO meta (key, value) VALUES (?, ?)', [
    'transactions',
    String(options.transactions),
  ]);
  batch.add('INSERT INTO meta (key, value) VALUES (?, ?)', ['seeded_at', String(options.now)]);
  await db.batch(batch.statements);
  await seedPayments(db, { now: options.now, transactions: options.transactions });
  await seedPaymentLinks(db, options.now);
  await seedSubscriptions(db, tree.retail, options.now);
  await seedAllowedIpLists(db, tree.retail, options.now);
}

export async function isSeeded(db: Database): Promise<boolean> {
  return (await db.get("SELECT value FROM meta WHERE key = 'seed'")) !== undefined;
}
