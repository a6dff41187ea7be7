/**
 * One call of the routes × roles matrix: the oracle rule it is judged by, the request built from the caller's
 * phase, and what it touches. Helpers here keep the case lists short.
 */
import type { Call, Outcome, Verdict } from '../agent.js';
import type { Target } from '../oracle.js';
import type { Phase } from '../phase.js';

export interface MatrixCase {
  /** The oracle rule's key. */
  key: string;
  call(phase: Phase): Call | Promise<Call>;
  target(phase: Phase): Target;
  /** Error codes that also count as a refusal here (an attachment that is not the caller's: 'invalid'). */
  refusals?: string[];
  /** Reads a 2xx that hands nothing over (an answers lookup with nothing found) as refused. */
  judge?(outcome: Outcome): Verdict;
  /** Texts that must never appear in this call's answer for this caller. */
  secrets?(phase: Phase): string[];
  after?(outcome: Outcome, phase: Phase): void;
}

export const on = (node: string): Target => ({ node });
export const nothing = (): Target => ({});
export const mine = (node?: string): Target => ({ node, owner: 'self' });
export const theirs = (node?: string): Target => ({ node, owner: 'other' });

/** The matrix aims at Acme Retail, its live web shop project, and a sibling project. */
export const RETAIL = 'Acme Retail';
export const WEB_SHOP = 'Retail Web Shop';
export const POS = 'Retail Point of Sale';
export const MERCHANT = 'Acme Commerce';

export const id = (phase: Phase, name: string) => phase.world.id(name);
export const now = (phase: Phase) => phase.world.now();
