import type { InArgs } from '@libsql/client';
import type { Database } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { idFactory, seededRandom } from '../random.js';
import { presetPermissionNames, type RoleName } from '../access.js';
import { seedPayments } from '../payments/seedPayments.js';

export const DEMO_PASSWORD = 'Paydesk-demo-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const SEED = 20_250_101;
/** Seeded rows carry dates relative to this instant, so the dataset is identical on every machine. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY = 86_400_000;

interface SeedOptions {
  /** The clock's now: blocks and token expiries are relative to it. */
  now: number;
  /** Transaction rows to generate for Acme Retail (the other organizations get a few hundred). */
  transactions: number;
  /** scrypt cost of the demo password hashes. */
  passwordCost?: number;
}

const tables = [
  'answers',
  'mail',
  'tokens',
  'trusted_devices',
  'sessions',
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

/** Empties every table and writes the demo dataset. Deterministic: the same rows every time. */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const random = seededRandom(SEED);
  const id = idFactory(random);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const statements: { sql: string; args: InArgs }[] = tables.map((table) => ({
    sql: `DELETE FROM ${table}`,
    args: [],
  }));
  const add = (sql: string, args: InArgs) => statements.push({ sql, args });
  let position = 0;

  const resource = (
    type: string,
    name: string,
    parentId: string | null,
    attributes: object,
    daysAgo = 300,
  ) => {
    const resourceId = id(type.slice(0, 3));
    add(
      'INSERT INTO resources (id, type, parent_id, name, attributes, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        resourceId,
        type,
        parentId,
        name,
        JSON.stringify({ name, ...attributes }),
        position++,
        SEED_EPOCH - daysAgo * DAY,
      ],
    );
    return resourceId;
  };

  const channelsFor = (projectId: string, currencies: string[]) => {
    for (const currency of currencies) {
      for (const method of ['card', 'sepa-direct-debit', 'apple-pay'] as const) {
        if (method === 'sepa-direct-debit' && currency !== 'EUR') continue;
        resource('channel', `${method} ${currency}`, projectId, {
          currency,
          paymentMethod: method,
        });
      }
    }
  };

  const project = (
    organizationId: string,
    name: string,
    mode: 'live' | 'sandbox',
    currencies: string[],
  ) => {
    const projectId = resource('project', name, organizationId, {
      mode,
      integration: mode === 'live' ? 'hosted' : 'server-to-server',
      url: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
    });
    channelsFor(projectId, currencies);
    return projectId;
  };

  // Acme Commerce: the main demo merchant.
  const acme = resource('merchant', 'Acme Commerce', null, { country: 'DE' });
  const retail = resource('organization', 'Acme Retail', acme, { number: '30012345' });
  const travel = resource('organization', 'Acme Travel', acme, { number: '30012346' });
  project(retail, 'Retail Web Shop', 'live', ['EUR', 'USD']);
  project(retail, 'Retail Web Shop Sandbox', 'sandbox', ['EUR']);
  project(retail, 'Retail Point of Sale', 'live', ['EUR']);
  project(travel, 'Travel Bookings', 'live', ['EUR', 'GBP']);
  project(travel, 'Travel Bookings Sandbox', 'sandbox', ['EUR']);

  // Globex Payments: the second identity of multi@, with enough organizations for the switcher's search box.
  const globex = resource('merchant', 'Globex Payments', null, { country: 'NL' });
  const globexOrganizations = [
    'Globex Europe',
    'Globex Americas',
    'Globex Asia Pacific',
    'Globex Nordics',
    'Globex Iberia',
    'Globex Benelux',
    'Globex Marketplace',
  ];
  globexOrganizations.forEach((name, index) => {
    const organization = resource('organization', name, globex, {
      number: String(40012340 + index),
    });
    project(organization, `${name} Checkout`, 'live', [pick(['EUR', 'USD', 'GBP'])]);
    project(organization, `${name} Sandbox`, 'sandbox', ['EUR']);
  });

  // A merchant with no organizations yet: newcomer@ sees "account not configured".
  const newcomerMerchant = resource('merchant', 'Newcomer Ventures', null, { country: 'FR' });

  const passwordHash = await hashPassword(
    DEMO_PASSWORD,
    Buffer.from('paydesk-demo-salt'),
    options.passwordCost,
  );
  const user = (
    local: string,
    name: string,
    extra: { status?: string; totp?: string; changePassword?: boolean } = {},
  ) => {
    const userId = id('usr');
    add(
      `INSERT INTO users (id, email, name, password_hash, password_change_required, status, totp_secret, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        userId,
        `${local}@paydesk.test`,
        name,
        passwordHash,
        extra.changePassword ? 1 : 0,
        extra.status ?? 'active',
        extra.totp ?? null,
        SEED_EPOCH - 200 * DAY,
      ],
    );
    return userId;
  };
  const identity = (
    userId: string,
    merchantId: string,
    name: string,
    groups: [RoleName, string, string[]?][],
  ) => {
    const identityId = id('idt');
    add(
      'INSERT INTO identities (id, user_id, merchant_id, name, status, attributes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [identityId, userId, merchantId, name, 'active', '{}', SEED_EPOCH - 200 * DAY],
    );
    for (const [role, resourceId, permissions] of groups) {
      add(
        'INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [
          id('grp'),
          identityId,
          role,
          JSON.stringify(permissions ?? []),
          resourceId,
          SEED_EPOCH - 200 * DAY,
        ],
      );
    }
    return identityId;
  };

  const admin = user('admin', 'Ada Admin');
  const adminIdentity = identity(admin, acme, 'Ada Admin · Acme Commerce', [['admin', acme]]);
  identity(user('totp', 'Tom Totp', { totp: DEMO_TOTP_SECRET }), acme, 'Tom Totp · Acme Commerce', [
    ['admin', acme],
  ]);
  const multi = user('multi', 'Mia Multi');
  identity(multi, acme, 'Mia Multi · Acme Commerce', [['admin', acme]]);
  identity(multi, globex, 'Mia Multi · Globex Payments', [['admin', globex]]);
  for (const role of ['developer', 'finance', 'disputes', 'support'] as const) {
    const name = `${role[0]!.toUpperCase()}${role.slice(1)} Demo`;
    identity(user(role, name), acme, `${name} · Acme Retail`, [[role, retail]]);
  }
  identity(
    user('newcomer', 'Nina Newcomer'),
    newcomerMerchant,
    'Nina Newcomer · Newcomer Ventures',
    [['admin', newcomerMerchant]],
  );
  const withoutTree = presetPermissionNames('admin').filter(
    (name) => name !== 'identities.resource-tree.read',
  );
  identity(user('noaccess', 'Noah Noaccess'), acme, 'Noah Noaccess · Acme Retail', [
    ['custom', retail, withoutTree],
  ]);
  identity(
    user('expired', 'Eve Expired', { changePassword: true }),
    acme,
    'Eve Expired · Acme Commerce',
    [['admin', acme]],
  );
  identity(user('blocked', 'Bob Blocked'), acme, 'Bob Blocked · Acme Retail', [
    ['support', retail],
  ]);
  add(
    'INSERT INTO login_guard (email, failed_logins, failed_codes, blocked_until) VALUES (?, ?, ?, ?)',
    [
      'blocked@paydesk.test',
      5,
      0,
      // Blocked "after too many failed attempts" for as long as the demo runs.
      options.now + 3650 * DAY,
    ],
  );
  identity(
    user('suspended', 'Sam Suspended', { status: 'suspended' }),
    acme,
    'Sam Suspended · Acme Retail',
    [['support', retail]],
  );

  // Mailbox: topics in Acme Retail in every status, with a short conversation each.
  const subjects = [
    ['Settlement for last week is missing', 'settlements', 'pending'],
    ['Refund stuck in processing', 'refunds', 'pending'],
    ['Please enable Apple Pay for the POS project', 'payment-methods', 'open'],
    ['Chargeback evidence deadline question', 'disputes', 'resolved'],
    ['Change of company address', 'account', 'closed'],
    ['Webhook deliveries delayed', 'integration', 'pending'],
  ] as const;
  subjects.forEach(([subject, category, status], index) => {
    const topicId = id('top');
    const created = SEED_EPOCH - (40 - index * 6) * DAY;
    add(
      'INSERT INTO topics (id, resource_id, identity_id, subject, category, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [topicId, retail, adminIdentity, subject, category, status, created, created + DAY],
    );
    add(
      'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [
        id('msg'),
        topicId,
        adminIdentity,
        'merchant',
        `${subject}. Could you have a look, please?`,
        created,
      ],
    );
    if (status !== 'pending') {
      add(
        'INSERT INTO messages (id, topic_id, identity_id, author, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [
          id('msg'),
          topicId,
          null,
          'support',
          status === 'resolved' || status === 'closed'
            ? 'This is resolved now. Thank you for your patience.'
            : 'Thanks, we are looking into it.',
          created + DAY,
        ],
      );
    }
  });

  // Legacy payout requests: only Acme Retail has them (the sidebar entry depends on it).
  for (let index = 0; index < 24; index++) {
    add(
      'INSERT INTO payout_requests (id, resource_id, amount, currency, status, method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        id('pyr'),
        retail,
        Math.round(50_000 + random() * 4_950_000),
        pick(['EUR', 'EUR', 'USD']),
        pick(['done', 'done', 'done', 'failed', 'pending', 'new']),
        pick(['bank-transfer', 'sepa']),
        SEED_EPOCH - (index * 14 + Math.floor(random() * 7)) * DAY,
      ],
    );
  }

  add('INSERT INTO meta (key, value) VALUES (?, ?)', ['seed', String(SEED)]);
  add('INSERT INTO meta (key, value) VALUES (?, ?)', [
    'transactions',
    String(options.transactions),
  ]);
  add('INSERT INTO meta (key, value) VALUES (?, ?)', ['seeded_at', String(options.now)]);
  await db.batch(statements);
  // Payments are generated once per size and only restored on later seeds (a reset stays cheap).
  await seedPayments(db, { now: options.now, transactions: options.transactions });
}

export async function isSeeded(db: Database): Promise<boolean> {
  return (await db.get("SELECT value FROM meta WHERE key = 'seed'")) !== undefined;
}
