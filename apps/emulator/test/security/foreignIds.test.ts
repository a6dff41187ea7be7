/**
 * Foreign-id sweep: every signed-in role tries ids of resources it must not reach — Globex's for Acme, Acme
 * Travel's (and Acme Retail's other projects') for roles scoped lower, Acme's for Globex — in every id, resourceId,
 * relationship, attachment and filter position. Every attempt is refused, no answer carries the record's id, name
 * or amount, and no row changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '../support/emulator.js';
import { send, signInAs, type Call, type Verdict } from './agent.js';
import {
  fingerprint,
  foreignRecords,
  levelOf,
  openDisputeOn,
  type ForeignRecord,
  type RecordKind,
} from './sweep/records.js';
import { slots, sweepVerdict, type Attacker, type Slot, type SlotArea } from './sweep/index.js';
import { lineage, parentOf, sees } from './oracle.js';
import { resetEmulator } from './phase.js';
import * as body from './payloads.js';
import { figure } from './report.js';
import { fixtureUsers, sessionCallers, type CallerSpec } from './roles.js';
import { UNLIMITED_RATE } from '../support/suite.js';
import { World } from './world.js';

/** Starting the emulator seeds 20,000 transactions: slow on two busy cores. */
const SETUP_TIMEOUT_MS = 60_000;

/** Foreign records tried per position and attacker (rotating through the attacker's pool). */
const PER_SLOT = 3;
const MIN_ATTEMPTS = 1_000;
const SWEEP_TIMEOUT_MS = 120_000;

interface Attempt {
  attacker: string;
  slot: Slot;
  record: ForeignRecord;
  verdict: Verdict | 'empty';
  code?: string;
  status: number;
  leaked: string[];
}

let emulator: TestEmulator;
let world: World;
let records: ForeignRecord[];
let attackers: Attacker[];
let before: string;
const attempts: Attempt[] = [];

/** Foreign to a caller: someone else's session, or a resource outside its merchant and its roles' reach. */
const foreignTo = (spec: CallerSpec, record: ForeignRecord) =>
  record.ownerEmail
    ? record.ownerEmail !== spec.owner.email
    : record.node !== spec.owner.merchant && !sees(spec.oracle, record.node);

const firstSeen = (spec: CallerSpec, kinds: RecordKind[]) =>
  Object.keys(parentOf).find((node) => kinds.includes(levelOf(node)) && sees(spec.oracle, node));

async function attackerFor(spec: CallerSpec, teammate: string): Promise<Attacker> {
  const signed = await signInAs(emulator, spec);
  const organization = firstSeen(spec, ['organization']);
  const scope = organization ?? firstSeen(spec, ['project']);
  const projects = Object.keys(parentOf).filter(
    (node) => levelOf(node) === 'project' && sees(spec.oracle, node),
  );
  let ownDispute: string | undefined;
  for (const project of projects) ownDispute ??= await openDisputeOn(world, project);
  const ownTopic =
    organization && signed.identityId
      ? (await world.insertTopic(signed.identityId, organization, 'Attacker topic')).topic
      : undefined;
  return {
    spec,
    browser: signed.browser,
    ownScope: scope && world.id(scope),
    ownOrganization: organization && world.id(organization),
    ownTopic,
    ownDispute,
    teammate,
    now: world.now(),
  };
}

/** The attacker's pool for a slot, rotated so that successive slots try different records. */
function pick(pool: ForeignRecord[], offset: number): ForeignRecord[] {
  const count = Math.min(PER_SLOT, pool.length);
  return Array.from({ length: count }, (_, index) => pool[(offset + index) % pool.length]!);
}

beforeAll(async () => {
  emulator = await startEmulator({ rateLimit: UNLIMITED_RATE });
  world = await World.load(emulator);
  await resetEmulator(emulator);
  await world.insertFixtureUsers();
  records = await foreignRecords(emulator, world);
  const teammate = await world.identity(fixtureUsers.bystander.email);
  attackers = [];
  for (const spec of sessionCallers) attackers.push(await attackerFor(spec, teammate));
  before = await fingerprint(world, records);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  const refused = attempts.filter((attempt) => attempt.verdict === 'refused').length;
  const empty = attempts.filter((attempt) => attempt.verdict === 'empty').length;
  const leaked = attempts.filter((attempt) => attempt.leaked.length > 0).length;
  console.log(
    `foreign-id sweep: ${figure(attempts.length)} requests, ${figure(refused + empty)} refused ` +
      `(${figure(refused)} errors, ${figure(empty)} empty filtered lists), ${figure(leaked)} leaked`,
  );
  const areas = [...new Set(attempts.map((attempt) => attempt.slot.area))];
  const perArea = areas.map((area: SlotArea) => {
    const inArea = attempts.filter((attempt) => attempt.slot.area === area);
    const ok = inArea.filter(
      (attempt) => attempt.verdict === 'refused' || attempt.verdict === 'empty',
    );
    const leaks = inArea.filter((attempt) => attempt.leaked.length > 0);
    return `${area} ${figure(inArea.length)}/${figure(ok.length)}/${figure(leaks.length)}`;
  });
  console.log(`foreign-id sweep by area (tried/refused/leaked): ${perArea.join(', ')}`);
  await emulator?.stop();
});

const label = (attempt: Attempt) =>
  `${attempt.attacker} → ${attempt.slot.label} ${attempt.record.kind} ${attempt.record.id} ` +
  `(${attempt.status} ${attempt.code ?? attempt.verdict})`;

describe('foreign-id sweep', () => {
  it('aims at records that exist: their owners read them', async () => {
    const admin = attackers.find((attacker) => attacker.spec.name === 'admin')!;
    const globex = attackers.find(
      (attacker) => attacker.spec.owner.merchant === 'Globex Payments',
    )!;
    const reads: Partial<Record<RecordKind, (record: ForeignRecord) => Call>> = {
      organization: (record) => ({
        kind: 'action',
        area: 'main',
        action: 'resources/get',
        id: record.id,
      }),
      project: (record) => ({
        kind: 'action',
        area: 'main',
        action: 'projects/get',
        id: record.id,
      }),
      transaction: (record) => ({
        kind: 'action',
        area: 'payments',
        action: 'transactions/get',
        id: record.id,
      }),
      dispute: (record) => ({
        kind: 'action',
        area: 'payments',
        action: 'disputes/get',
        id: record.id,
      }),
      customer: (record) => ({
        kind: 'action',
        area: 'payments',
        action: 'customers/get',
        id: record.id,
      }),
      topic: (record) => ({
        kind: 'action',
        area: 'mailbox',
        action: 'messages/list',
        payload: body.listRequest({ resourceId: record.id }),
      }),
      file: (record) => ({
        kind: 'action',
        area: 'mailbox',
        action: 'messages/getFileId',
        payload: body.getRequest(record.id),
      }),
    };
    const controls = [];
    for (const [kind, read] of Object.entries(reads)) {
      for (const [owner, home] of [
        [admin, 'Acme Travel'],
        [globex, 'Globex Marketplace'],
      ] as const) {
        const record = records.find(
          (item) => item.kind === kind && lineage(item.node).includes(home),
        );
        expect(record, `${kind} in ${home}`).toBeDefined();
        controls.push({ kind, home, verdict: (await send(owner.browser, read(record!))).verdict });
      }
    }
    expect(controls.filter((control) => control.verdict !== 'success')).toEqual([]);
  });

  it(
    'tries every id position as every role',
    async () => {
      await Promise.all(
        attackers.map(async (attacker) => {
          const pool = records.filter((record) => foreignTo(attacker.spec, record));
          for (const [index, slot] of slots.entries()) {
            if (slot.needs && !attacker[slot.needs]) continue;
            const fitting = pool.filter((record) => slot.kinds.includes(record.kind));
            for (const record of pick(fitting, index * PER_SLOT)) {
              const outcome = await send(
                attacker.browser,
                slot.call(record, attacker),
                slot.refusals,
              );
              attempts.push({
                attacker: attacker.spec.name,
                slot,
                record,
                verdict: sweepVerdict(slot, outcome),
                code: outcome.code,
                status: outcome.status,
                leaked: record.secrets.filter((secret) => outcome.text.includes(secret)),
              });
            }
          }
        }),
      );
      expect(attempts.length).toBeGreaterThanOrEqual(MIN_ATTEMPTS);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('refuses every attempt', () => {
    const accepted = attempts.filter(
      (attempt) => attempt.verdict !== 'refused' && attempt.verdict !== 'empty',
    );
    expect(accepted.map(label)).toEqual([]);
  });

  it('leaks no foreign id, name or amount', () => {
    const leaks = attempts.filter((attempt) => attempt.leaked.length > 0);
    expect(leaks.map((attempt) => `${label(attempt)}: ${attempt.leaked.join(', ')}`)).toEqual([]);
  });

  it('changes no foreign row', async () => {
    expect(await fingerprint(world, records)).toBe(before);
  });

  it('covers every id position and every kind of record', () => {
    expect(
      slots
        .filter((slot) => !attempts.some((attempt) => attempt.slot === slot))
        .map((slot) => slot.label),
    ).toEqual([]);
    const kinds = new Set(attempts.map((attempt) => attempt.record.kind));
    expect(
      [...new Set(records.map((record) => record.kind))].filter((kind) => !kinds.has(kind)),
    ).toEqual([]);
  });
});
