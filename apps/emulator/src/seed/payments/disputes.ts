/** Disputes of generated card payments: every state and type, with evidence, chargebacks and their outcomes. */
import {
  disputeReasonCodes,
  disputeReasons,
  type DisputeReasonCode,
  type DisputeState,
} from '@paydesk/api-client';
import { DAY, HOUR, SECOND } from '../../infra/time.js';
import type { TransactionRow } from '../../domain/payments/rows.js';
import { evidenceTexts } from './demoData.js';
import type { Generation } from './generation.js';

const visaCodes = disputeReasonCodes.filter((code) => disputeReasons[code].scheme === 'visa');
const mastercardCodes = disputeReasonCodes.filter(
  (code) => disputeReasons[code].scheme === 'mastercard',
);

const openStates: readonly DisputeState[] = ['new', 'action-required', 'merchant-action-required'];
const resolutionOf: Partial<Record<DisputeState, string>> = {
  won: 'won',
  lost: 'lost',
  confirmed: 'accepted',
  ignored: 'expired',
};

/** The reason codes of a card brand's scheme (Mastercard, else Visa). */
export const reasonCodesOf = (brand: string | null) =>
  brand === 'mastercard' ? mastercardCodes : visaCodes;

/** A dispute of `payment`: open ones wait for the merchant, resolved ones were won, lost or accepted. */
export function dispute(g: Generation, payment: TransactionRow, brand: string | null): void {
  const { draw, end } = g;
  const scheme = brand === 'mastercard' ? 'mastercard' : 'visa';
  const state = draw.weighted<DisputeState>([
    ['new', 20],
    ['action-required', 10],
    ['merchant-action-required', 10],
    ['pending', 15],
    ['won', 15],
    ['lost', 15],
    ['confirmed', 8],
    ['ignored', 7],
  ]);
  const open = openStates.includes(state);
  const createdAt = open
    ? Math.max(payment.created_at + HOUR, end - Math.floor(draw.between(HOUR, 18 * DAY)))
    : g.later(payment.created_at, 5 * DAY, 40 * DAY);
  if (createdAt === undefined || createdAt >= end) return;
  const resolved = state in resolutionOf;
  const resolvedAt = resolved ? g.later(createdAt, 10 * DAY, 30 * DAY) : undefined;
  if (resolved && resolvedAt === undefined) return;
  const type = draw.weighted([
    ['chargeback', 65],
    ['retrieval-request', 10],
    ['pre-arbitration', 15],
    ['second-chargeback', 10],
  ] as const);
  const amount = draw.chance(0.9)
    ? payment.amount
    : Math.max(1, Math.round(payment.amount * draw.between(0.3, 0.9)));
  const disputeId = g.id('dsp');
  const deadlineDays = scheme === 'visa' ? 30 : 45;
  g.emit({
    table: 'disputes',
    row: {
      id: disputeId,
      organization_id: payment.organization_id,
      project_id: payment.project_id,
      transaction_id: payment.id,
      type,
      state,
      reason_code: draw.pick<DisputeReasonCode>(reasonCodesOf(scheme)),
      amount,
      currency: payment.currency,
      created_at: createdAt,
      response_deadline: open ? createdAt + deadlineDays * DAY : null,
      resolved_at: resolvedAt ?? null,
      resolution: resolutionOf[state] ?? null,
      seeded: 1,
    },
  });
  if (state === 'pending' || state === 'won' || state === 'lost') {
    g.emit({
      table: 'dispute_evidence',
      row: {
        id: g.id('evd'),
        dispute_id: disputeId,
        identity_id: null,
        text: draw.pick(evidenceTexts),
        submitted_at: createdAt + Math.floor(draw.between(HOUR, 2 * DAY)),
        seeded: 1,
      },
    });
  }
  if (!resolved || resolvedAt === undefined) {
    payment.status = 'disputed';
    return;
  }
  if (state === 'ignored' || state === 'confirmed' || state === 'lost') {
    const chargeback = g.child(payment, 'chargeback', amount, resolvedAt);
    payment.status = 'chargebacked';
    if (type === 'pre-arbitration' || type === 'second-chargeback') {
      const at = g.later(resolvedAt, HOUR, 3 * DAY) ?? resolvedAt + SECOND;
      const second = g.child(chargeback, 'second-chargeback', amount, Math.min(at, end - SECOND));
      if (draw.chance(0.6)) g.child(second, 'second-chargeback-capture', amount, second.created_at);
      if (draw.chance(0.5)) g.child(second, 'second-chargeback-refund', amount, second.created_at);
    }
  } else {
    const chargeback = g.child(payment, 'chargeback', amount, createdAt + SECOND);
    g.child(chargeback, 'chargeback-refund', amount, resolvedAt);
  }
}

/** A rapid dispute: refunded at once and confirmed, with no chargeback. */
export function rapidDispute(g: Generation, payment: TransactionRow, brand: string | null): void {
  const at = g.later(payment.created_at, DAY, 20 * DAY);
  if (at === undefined) return;
  g.child(payment, 'rapid-dispute', payment.amount, at);
  payment.refunded_amount = payment.amount;
  payment.status = 'refunded';
  g.emit({
    table: 'disputes',
    row: {
      id: g.id('dsp'),
      organization_id: payment.organization_id,
      project_id: payment.project_id,
      transaction_id: payment.id,
      type: 'rapid-dispute',
      state: 'confirmed',
      reason_code: g.draw.pick<DisputeReasonCode>(reasonCodesOf(brand)),
      amount: payment.amount,
      currency: payment.currency,
      created_at: at,
      response_deadline: null,
      resolved_at: at,
      resolution: 'accepted',
      seeded: 1,
    },
  });
}
