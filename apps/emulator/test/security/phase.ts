/**
 * One caller's turn in the matrix: back to the seed, fixtures written, the caller signed in, plus what "own" and
 * "someone else's" mean for it (topics, uploads, evidence, a second login session, a witness session whose answer
 * and channel it must not reach).
 */
import { Browser, type TestEmulator } from '../support/emulator.js';
import { act } from '../support/actions.js';
import { passwordSignIn, signInAs, type Signed } from './agent.js';
import type { CallerSpec } from './roles.js';
import { fixtureUsers } from './roles.js';
import type { PaymentTargets, World } from './world.js';

export interface OwnFixtures {
  topic: string;
  /** Allocated, bytes not uploaded yet (PUT). */
  upload: string;
  /** Uploaded, not sent (download, file id). */
  unsent: string;
  /** Uploaded, not sent, to delete. */
  deletable: string;
  evidenceUnsent: string;
  evidenceSubmitted: string;
  /** Another login session of the same user (public id). */
  secondSession: string;
}

export interface OtherFixtures {
  /** bystander@'s topic in Acme Retail, with a sent attachment. */
  topic: string;
  sentFile: string;
  upload: string;
  unsent: string;
  exportFile: string;
  evidenceFile: string;
  evidenceUnsent: string;
  /** bystander@ (support on Acme Retail) and totp@ (admin of Acme Commerce), with their roles' resources. */
  teammate: string;
  teammateGroupsOn: string[];
  merchantAdmin: string;
  merchantAdminGroupsOn: string[];
}

export interface Phase {
  world: World;
  payments: PaymentTargets;
  spec: CallerSpec;
  signed: Signed;
  /** The identity whose things are the caller's own: its session's, or its owner's for callers without one. */
  ownerIdentity: string;
  own: OwnFixtures;
  other: OtherFixtures;
  witness: { email: string; requestReference: string; channel: string };
  /** Carried between calls (the 2FA secret created, then confirmed). */
  state: { twoFaSecret?: string };
}

/** The witness: a session of someone else whose answer and channel the caller tries to reach. */
const witnessFor = (spec: CallerSpec) =>
  spec.owner.email === 'finance@paydesk.test' ? 'support@paydesk.test' : 'finance@paydesk.test';

export async function resetEmulator(emulator: TestEmulator): Promise<void> {
  const reset = await new Browser(emulator.url).request('POST', '/__test/reset');
  if (reset.status !== 200) throw new Error(`reset: ${reset.status}`);
}

async function otherFixtures(world: World, payments: PaymentTargets): Promise<OtherFixtures> {
  const teammate = await world.identity(fixtureUsers.bystander.email);
  const merchantAdmin = await world.identity('totp@paydesk.test');
  const retail = world.id('Acme Retail');
  const acme = world.id('Acme Commerce');
  const { topic, message } = await world.insertTopic(teammate, 'Acme Retail', 'Bystander topic');
  const evidence = await world.insertEvidence(payments.closedDispute, teammate);
  const file = (purpose: 'message' | 'evidence' | 'export', extra: object, withContent = true) =>
    world.insertFile({ identityId: teammate, resourceId: acme, purpose, withContent, ...extra });
  return {
    topic,
    sentFile: await file('message', { resourceId: retail, messageId: message }),
    upload: await file('message', {}, false),
    unsent: await file('message', {}),
    exportFile: await file('export', { resourceId: retail }),
    evidenceFile: await file('evidence', { resourceId: retail, evidenceId: evidence }),
    evidenceUnsent: await file('evidence', {}),
    teammate,
    teammateGroupsOn: (await world.groups(teammate)).map((group) => group.on),
    merchantAdmin,
    merchantAdminGroupsOn: (await world.groups(merchantAdmin)).map((group) => group.on),
  };
}

async function ownFixtures(
  emulator: TestEmulator,
  world: World,
  payments: PaymentTargets,
  spec: CallerSpec,
  ownerIdentity: string,
): Promise<OwnFixtures> {
  const merchant = world.id(spec.owner.merchant);
  const { topic } = await world.insertTopic(ownerIdentity, 'Acme Retail', 'Own topic');
  const evidence = await world.insertEvidence(payments.closedDispute, ownerIdentity);
  const file = (purpose: 'message' | 'evidence', extra: object, withContent = true) =>
    world.insertFile({
      identityId: ownerIdentity,
      resourceId: merchant,
      purpose,
      withContent,
      ...extra,
    });
  const second = await passwordSignIn(
    emulator.url,
    spec.owner.email,
    spec.owner.merchant === 'Globex Payments' ? 'Globex' : undefined,
  );
  return {
    topic,
    upload: await file('message', {}, false),
    unsent: await file('message', {}),
    deletable: await file('message', {}),
    evidenceUnsent: await file('evidence', {}),
    evidenceSubmitted: await file('evidence', {
      resourceId: world.id('Acme Retail'),
      evidenceId: evidence,
    }),
    secondSession: second.answer.data.id,
  };
}

/** Resets the emulator and sets up `spec`'s turn. */
export async function preparePhase(
  emulator: TestEmulator,
  world: World,
  payments: PaymentTargets,
  spec: CallerSpec,
): Promise<Phase> {
  await resetEmulator(emulator);
  await world.insertFixtureUsers();
  const other = await otherFixtures(world, payments);
  const signed = await signInAs(emulator, spec);
  const ownerIdentity =
    signed.identityId ?? (await world.identity(spec.owner.email, spec.owner.merchant));
  const own = await ownFixtures(emulator, world, payments, spec, ownerIdentity);
  const witnessEmail = witnessFor(spec);
  const witness = await passwordSignIn(emulator.url, witnessEmail);
  const { requestReference } = await act(witness.browser, 'main', 'users/me');
  return {
    world,
    payments,
    spec,
    signed,
    ownerIdentity,
    own,
    other,
    witness: {
      email: witnessEmail,
      requestReference,
      channel: witness.answer.data.attributes.wsChannel,
    },
    state: {},
  };
}
