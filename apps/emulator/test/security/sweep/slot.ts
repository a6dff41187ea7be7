/**
 * A position a foreign id can be put in (an id, a resourceId, a relationship, an attachment, a filter value) and
 * the attacker trying it. Filter positions scope the list to the attacker's own organization or project, so an
 * empty list is a refusal there.
 */
import type { Browser } from '../../support/emulator.js';
import type { Call, Outcome, Verdict } from '../agent.js';
import * as body from '../payloads.js';
import type { CallerSpec } from '../roles.js';
import type { ForeignRecord, RecordKind } from './records.js';

export interface Attacker {
  spec: CallerSpec;
  browser: Browser;
  /** Ids of an organization or project it reads (filters are scoped by it), its organization, topic, open dispute. */
  ownScope?: string;
  ownOrganization?: string;
  ownTopic?: string;
  ownDispute?: string;
  /** An identity of its merchant to grant roles to (bystander@ for Acme). */
  teammate: string;
  now: number;
}

export type SlotArea =
  | 'main'
  | 'mailbox'
  | 'payout-requests'
  | 'payments'
  | 'money'
  | 'transfers'
  | 'allowed-ip-lists'
  | 'team'
  | 'http';

export interface Slot {
  area: SlotArea;
  label: string;
  kinds: readonly RecordKind[];
  /** The record is a filter value within the attacker's own scope: an empty list counts as refused. */
  filter?: boolean;
  /** Error codes that also refuse here (an attachment that is not the caller's: 'invalid'). */
  refusals?: string[];
  /** Reads a 2xx that hands nothing over as refused. */
  judge?(outcome: Outcome): Verdict;
  /** Needs the attacker's own scope, organization, topic or dispute. */
  needs?: 'ownScope' | 'ownOrganization' | 'ownTopic' | 'ownDispute';
  call(record: ForeignRecord, attacker: Attacker): Call;
}

export const NODES: RecordKind[] = ['merchant', 'organization', 'project'];
export const SCOPES: RecordKind[] = ['organization', 'project'];
export const ATTACHMENT_REFUSALS = ['invalid'];

/** A list request of the attacker's own scope with `filters`. */
export const scoped = (attacker: Attacker, filters: unknown[][]) =>
  body.listRequest({ resourceId: attacker.ownScope!, filters });

/** A list answer with no rows hands nothing over. */
export const emptyList = (outcome: Outcome): boolean =>
  outcome.verdict === 'success' &&
  Array.isArray((outcome.body as { data?: unknown }).data) &&
  (outcome.body as { data: unknown[] }).data.length === 0;

export const sweepVerdict = (slot: Slot, outcome: Outcome): Verdict | 'empty' =>
  slot.filter && emptyList(outcome) ? 'empty' : (slot.judge?.(outcome) ?? outcome.verdict);
