/**
 * What happens to a generated payment after it succeeded: settlement, refunds (full, partial, pending,
 * reversed), reversals, disputes, captures and cancels of authorizations, transfer reversals and transferbacks.
 */
import type { PayMethod, PaymentCurrency } from '@paydesk/api-client';
import { DAY, HOUR, SECOND } from '../../infra/time.js';
import { feeOf } from '../../domain/payments/fees.js';
import { IN_PROGRESS } from '../../domain/payments/resultCodes.js';
import type { TransactionRow } from '../../domain/payments/rows.js';
import { dispute, rapidDispute } from './disputes.js';
import type { Generation } from './generation.js';

const refundStatus = (parent: TransactionRow) =>
  parent.refunded_amount >= parent.amount
    ? 'refunded'
    : parent.refunded_amount > 0
      ? 'partially-refunded'
      : 'successful';

/** Settled two days later (plus a few hours), net of the fee, unless too recent. */
export function settle(g: Generation, payment: TransactionRow): void {
  if (payment.created_at < g.end - 2 * DAY) {
    payment.settled_at = payment.created_at + 2 * DAY + Math.floor(g.draw.between(0, 6 * HOUR));
    payment.settlement_amount = payment.amount - payment.fee;
    payment.settlement_currency = payment.currency;
  }
}

function refund(g: Generation, payment: TransactionRow): void {
  const { draw } = g;
  let amount = draw.chance(0.55)
    ? payment.amount
    : Math.max(1, Math.round(payment.amount * draw.between(0.1, 0.9)));
  for (let round = 0; round < 2 && amount > 0; round++) {
    const at = g.later(payment.created_at, HOUR, 20 * DAY);
    if (at === undefined) return;
    if (draw.chance(0.06)) {
      g.child(payment, 'refund', amount, at, {
        status: 'pending',
        result: 'processing',
        result_code: IN_PROGRESS,
        processed_at: null,
      });
      payment.status = 'refund-pending';
      return;
    }
    const made = g.child(payment, 'refund', amount, at);
    payment.refunded_amount += amount;
    const reversedAt = draw.chance(0.03) ? g.later(at, HOUR, 5 * DAY) : undefined;
    if (reversedAt !== undefined) {
      g.child(made, 'refund-reversal', amount, reversedAt);
      made.status = 'cancelled';
      payment.refunded_amount -= amount;
    }
    payment.status = refundStatus(payment);
    const remaining = payment.amount - payment.refunded_amount;
    amount =
      remaining > 0 && draw.chance(0.25)
        ? Math.max(1, Math.round(remaining * draw.between(0.2, 1)))
        : 0;
  }
}

/** What can happen to a successful payment later. */
export function aftermath(
  g: Generation,
  payment: TransactionRow,
  brand: string | null,
  card: boolean,
): void {
  const { draw } = g;
  if (card && draw.chance(0.014)) return dispute(g, payment, brand);
  if (draw.chance(0.07)) return refund(g, payment);
  if (draw.chance(0.008)) {
    const at = g.later(payment.created_at, 5 * SECOND, HOUR);
    if (at === undefined) return;
    g.child(payment, 'charge-reversal', payment.amount, at);
    payment.status = 'cancelled';
    payment.settled_at = null;
    payment.settlement_amount = null;
    payment.settlement_currency = null;
    return;
  }
  if (card && draw.chance(0.003)) rapidDispute(g, payment, brand);
}

/** A recent authorization may still wait; others were captured (fully or partly), cancelled, reversed or expired. */
export function authorization(
  g: Generation,
  payment: TransactionRow,
  brand: string | null,
  card: boolean,
): void {
  const { draw } = g;
  const age = g.end - payment.created_at;
  if (age < 7 * DAY && draw.chance(0.6)) {
    payment.status = 'uncaptured';
    return;
  }
  const outcome = draw.weighted([
    ['capture', 70],
    ['partial-capture', 8],
    ['cancel', 10],
    ['reversal', 5],
    ['expire', 7],
  ] as const);
  if (outcome === 'expire') {
    payment.status = age > 7 * DAY ? 'expired' : 'uncaptured';
    return;
  }
  const at = g.later(payment.created_at, HOUR, 3 * DAY);
  if (at === undefined) {
    payment.status = 'uncaptured';
    return;
  }
  if (outcome === 'cancel' || outcome === 'reversal') {
    g.child(
      payment,
      outcome === 'cancel' ? 'charge-cancel' : 'authorize-reversal',
      payment.amount,
      at,
    );
    payment.cancelled_amount = payment.amount;
    payment.status = 'cancelled';
    return;
  }
  const amount =
    outcome === 'capture'
      ? payment.amount
      : Math.max(1, Math.round(payment.amount * draw.between(0.5, 0.95)));
  const capture = g.child(payment, 'charge-capture', amount, at, {
    fee: feeOf(payment.pay_method as PayMethod, payment.currency as PaymentCurrency, amount),
  });
  payment.captured_amount = amount;
  payment.status = 'completed';
  settle(g, capture);
  aftermath(g, capture, brand, card);
}

/** A transfer may be reversed, or come back (a transferback, maybe captured and refunded). */
export function transfer(g: Generation, payment: TransactionRow): void {
  const { draw } = g;
  if (draw.chance(0.05)) {
    const at = g.later(payment.created_at, HOUR, 5 * DAY);
    if (at === undefined) return;
    g.child(payment, 'transfer-reversal', payment.amount, at);
    payment.status = 'cancelled';
  } else if (draw.chance(0.06)) {
    const at = g.later(payment.created_at, DAY, 20 * DAY);
    if (at === undefined) return;
    const back = g.child(payment, 'transferback', payment.amount, at);
    if (draw.chance(0.5))
      g.child(back, 'transferback-capture', back.amount, back.created_at + HOUR);
    if (draw.chance(0.4))
      g.child(back, 'transferback-refund', back.amount, back.created_at + 2 * HOUR);
  }
}
