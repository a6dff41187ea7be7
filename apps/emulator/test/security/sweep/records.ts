/**
 * Records the foreign-id sweep aims at: nodes, transactions, disputes and customers of every organization
 * (sampled), plus topics, files, identities, login sessions, answers and channels made for the sweep in Acme
 * Travel, Acme Retail and Globex Marketplace (organizations with disputes to hang evidence on). Each says where it
 * lives (for the oracle's "foreign to this caller") and which texts must never come back to such a caller.
 */
import { randomBytes } from 'node:crypto';
import { openDisputeStates } from '@paydesk/api-client';
import { act } from '../../support/actions.js';
import type { TestEmulator } from '../../support/emulator.js';
import { passwordSignIn } from '../agent.js';
import { parentOf } from '../oracle.js';
import type { World } from '../world.js';

export type RecordKind =
  | 'merchant'
  | 'organization'
  | 'project'
  | 'transaction'
  | 'dispute'
  | 'customer'
  | 'allowed-ip-list'
  | 'topic'
  | 'file'
  | 'identity'
  | 'session'
  | 'answer'
  | 'channel';

export interface ForeignRecord {
  kind: RecordKind;
  id: string;
  /** The tree node it lives on (its project, organization, or for unsent uploads and identities its merchant). */
  node: string;
  /** For sessions, answers and channels: whose they are (foreign to everyone else). */
  ownerEmail?: string;
  /** Texts that must not appear in an answer to a caller the record is foreign to. */
  secrets: string[];
  /** An identity's merchant id and group, for the team calls. */
  merchantId?: string;
  groupId?: string;
  /** A customer's email, for the email filter. */
  email?: string;
}

/** Rows sampled per project (transactions, disputes) and per organization (customers). */
const SAMPLE_PER_SCOPE = 2;

const unique = (label: string) => `${label} ${randomBytes(6).toString('hex')}`;
const amountText = (amount: number) => `"amount":${Number(amount)}`;

/** Whether a tree node is a merchant, an organization or a project. */
export const levelOf = (node: string): RecordKind => {
  const parent = parentOf[node];
  if (parent === null) return 'merchant';
  return parentOf[parent!] === null ? 'organization' : 'project';
};

async function sampledRows(world: World): Promise<ForeignRecord[]> {
  const records: ForeignRecord[] = [];
  for (const node of Object.keys(parentOf)) {
    const id = world.id(node);
    const kind = levelOf(node);
    records.push({ kind, id, node, secrets: [id, `"${node}"`] });
    if (kind === 'project') {
      const transactions = await world.db.all<{ id: string; amount: number }>(
        `SELECT id, amount FROM transactions WHERE project_id = ? ORDER BY id LIMIT ${SAMPLE_PER_SCOPE}`,
        [id],
      );
      for (const row of transactions)
        records.push({
          kind: 'transaction',
          id: row.id,
          node,
          secrets: [row.id, amountText(row.amount)],
        });
      const disputes = await world.db.all<{ id: string; amount: number }>(
        `SELECT id, amount FROM disputes WHERE project_id = ? ORDER BY id LIMIT ${SAMPLE_PER_SCOPE}`,
        [id],
      );
      for (const row of disputes)
        records.push({
          kind: 'dispute',
          id: row.id,
          node,
          secrets: [row.id, amountText(row.amount)],
        });
    }
    if (kind === 'organization') {
      const customers = await world.db.all<{ id: string; name: string; email: string }>(
        `SELECT id, name, email FROM customers WHERE organization_id = ? ORDER BY id LIMIT ${SAMPLE_PER_SCOPE}`,
        [id],
      );
      for (const row of customers)
        records.push({
          kind: 'customer',
          id: row.id,
          node,
          email: row.email,
          secrets: [row.id, row.name, row.email],
        });
      const lists = await world.db.all<{ id: string; name: string; entries: string }>(
        `SELECT id, name, entries FROM allowed_ip_lists WHERE organization_id = ? ORDER BY id LIMIT ${SAMPLE_PER_SCOPE}`,
        [id],
      );
      for (const row of lists)
        records.push({
          kind: 'allowed-ip-list',
          id: row.id,
          node,
          secrets: [row.id, `"${row.name}"`, ...(JSON.parse(row.entries) as string[])],
        });
    }
  }
  return records;
}

/** By `identityId` in `organization`: a topic with a sent attachment, an export, evidence, unsent uploads. */
async function mailboxAndFiles(
  world: World,
  identityId: string,
  organization: string,
  merchant: string,
): Promise<ForeignRecord[]> {
  const subject = unique(`Private topic of ${organization}`);
  const { topic, message } = await world.insertTopic(identityId, organization, subject);
  const dispute = await world.db.get<{ id: string }>(
    'SELECT id FROM disputes WHERE organization_id = ? ORDER BY id LIMIT 1',
    [world.id(organization)],
  );
  const evidence = await world.insertEvidence(dispute!.id, identityId);
  const organizationId = world.id(organization);
  const files: [string, Parameters<World['insertFile']>[0]][] = [
    [
      organization,
      {
        identityId,
        resourceId: organizationId,
        purpose: 'message',
        messageId: message,
        withContent: true,
      },
    ],
    [
      organization,
      { identityId, resourceId: organizationId, purpose: 'export', withContent: true },
    ],
    [
      organization,
      {
        identityId,
        resourceId: organizationId,
        purpose: 'evidence',
        evidenceId: evidence,
        withContent: true,
      },
    ],
    [
      merchant,
      { identityId, resourceId: world.id(merchant), purpose: 'message', withContent: true },
    ],
    [
      merchant,
      { identityId, resourceId: world.id(merchant), purpose: 'evidence', withContent: false },
    ],
  ];
  const records: ForeignRecord[] = [
    { kind: 'topic', id: topic, node: organization, secrets: [topic, subject] },
  ];
  for (const [node, file] of files) {
    const name = unique('secret-file').replace(' ', '-');
    const id = await world.insertFile({ ...file, name });
    records.push({ kind: 'file', id, node, secrets: [id, name] });
  }
  return records;
}

async function identityRecords(world: World): Promise<ForeignRecord[]> {
  const rows = await world.db.all<{
    id: string;
    name: string;
    merchant_id: string;
    group_id: string;
  }>(
    `SELECT identities.id, identities.name, identities.merchant_id, MIN(identity_groups.id) AS group_id
     FROM identities JOIN users ON users.id = identities.user_id
     JOIN identity_groups ON identity_groups.identity_id = identities.id
     WHERE users.email IN ('admin@paydesk.test', 'multi@paydesk.test', 'newcomer@paydesk.test')
     GROUP BY identities.id ORDER BY identities.id`,
  );
  return rows.map((row) => ({
    kind: 'identity' as const,
    id: row.id,
    node: world.nameOf(row.merchant_id)!,
    merchantId: row.merchant_id,
    groupId: row.group_id,
    secrets: [row.id, row.name],
  }));
}

/** Live sessions of admin@ and multi@ (as Globex): their public ids, an answer each, their channels. */
async function sessionRecords(emulator: TestEmulator): Promise<ForeignRecord[]> {
  const records: ForeignRecord[] = [];
  for (const [email, identity, merchant] of [
    ['admin@paydesk.test', undefined, 'Acme Commerce'],
    ['multi@paydesk.test', 'Globex', 'Globex Payments'],
  ] as const) {
    const { browser, answer } = await passwordSignIn(emulator.url, email, identity);
    const { requestReference } = await act(browser, 'main', 'users/me');
    const owner = { node: merchant, ownerEmail: email };
    records.push(
      { kind: 'session', id: answer.data.id, ...owner, secrets: [answer.data.id] },
      {
        kind: 'answer',
        id: requestReference,
        ...owner,
        secrets: [email, answer.data.attributes.identityId],
      },
      { kind: 'channel', id: answer.data.attributes.wsChannel, ...owner, secrets: [] },
    );
  }
  return records;
}

/** Writes the sweep's fixtures (after a reset) and answers every record. */
export async function foreignRecords(
  emulator: TestEmulator,
  world: World,
): Promise<ForeignRecord[]> {
  const admin = await world.identity('admin@paydesk.test');
  const globex = await world.identity('multi@paydesk.test', 'Globex Payments');
  return [
    ...(await sampledRows(world)),
    ...(await mailboxAndFiles(world, admin, 'Acme Travel', 'Acme Commerce')),
    ...(await mailboxAndFiles(world, admin, 'Acme Retail', 'Acme Commerce')),
    ...(await mailboxAndFiles(world, globex, 'Globex Marketplace', 'Globex Payments')),
    ...(await identityRecords(world)),
    ...(await sessionRecords(emulator)),
  ];
}

/** An open dispute on `project`, if any (an attacker's own, to attach foreign files to). */
export async function openDisputeOn(world: World, project: string): Promise<string | undefined> {
  const row = await world.db.get<{ id: string }>(
    `SELECT id FROM disputes WHERE project_id = ? AND state IN (${openDisputeStates.map(() => '?').join(', ')}) ORDER BY id LIMIT 1`,
    [world.id(project), ...openDisputeStates],
  );
  return row?.id;
}

/** A fingerprint of every row the sweep aims at: it must not change (nothing refunded, renamed, deleted…). */
export async function fingerprint(
  world: World,
  records: readonly ForeignRecord[],
): Promise<string> {
  const ids = (kind: RecordKind) =>
    records.filter((record) => record.kind === kind).map((record) => record.id);
  const rows = async (sql: string, list: string[]) =>
    list.length
      ? JSON.stringify(
          await world.db.all(
            `${sql} WHERE id IN (${list.map(() => '?').join(', ')}) ORDER BY id`,
            list,
          ),
        )
      : '';
  return [
    await rows(
      'SELECT id, status, refunded_amount, captured_amount, cancelled_amount FROM transactions',
      ids('transaction'),
    ),
    await rows('SELECT id, state FROM disputes', ids('dispute')),
    await rows('SELECT id, status, updated_at FROM topics', ids('topic')),
    await rows(
      'SELECT id, message_id, evidence_id, resource_id, length(content) AS size FROM files',
      ids('file'),
    ),
    await rows('SELECT id, name, status FROM identities', ids('identity')),
    await rows(
      'SELECT id, name, entries, updated_at FROM allowed_ip_lists',
      ids('allowed-ip-list'),
    ),
    JSON.stringify(
      await world.db.all(
        'SELECT id, identity_id, role, resource_id FROM identity_groups ORDER BY id',
      ),
    ),
    JSON.stringify(
      await world.db.all("SELECT COUNT(*) AS n FROM resources WHERE type != 'channel'"),
    ),
    JSON.stringify(
      await world.db.all(
        `SELECT public_id FROM sessions WHERE public_id IN (${ids('session')
          .map(() => '?')
          .join(', ')}) ORDER BY public_id`,
        ids('session'),
      ),
    ),
  ].join('\n');
}
