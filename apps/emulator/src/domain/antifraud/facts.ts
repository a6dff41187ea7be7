/**
 * The facts of a payment antifraud looks at. Live screening builds them from the payment being made, the dry run
 * from stored charges: both feed the same {@link matchesConditions}.
 */
import { createHash } from 'node:crypto';
import type { TransactionDetails, TransactionRow } from '../payments/rows.js';

export interface PaymentFacts {
  amount: number;
  currency: string;
  cardBin: string | null;
  /** The card's issuing country (the emulator knows no other card country). */
  cardCountry: string | null;
  ip: string | null;
  /** Unknown in the emulator (no geolocation): a clause on it never matches. */
  ipCountry: string | null;
  email: string | null;
  customerId: string | null;
  cardFingerprint: string | null;
  /** Charges with the same card in the organization in the hour up to and including this one. */
  paymentsPerCardPerHour: number;
}

/** Extra antifraud data kept in a transaction's details JSON (not part of the public resource). */
export interface AntifraudDetails {
  ip?: string | null;
  cardFingerprint?: string | null;
}

/** A stable fingerprint of a full card number: the same card always gives the same one, the number is not kept. */
export const cardFingerprintOf = (digits: string) =>
  createHash('sha256').update(`card:${digits}`).digest('hex').slice(0, 20);

/** The card key velocity counts on: BIN and last four digits (all a stored charge keeps of the number). */
export const cardKeyOf = (row: Pick<TransactionRow, 'details' | 'card_last4'>) => {
  const details = JSON.parse(row.details) as TransactionDetails;
  return details.card ? `${details.card.bin}:${row.card_last4 ?? details.card.last4}` : null;
};

export function factsOfTransaction(row: TransactionRow, perCardPerHour: number): PaymentFacts {
  const details = JSON.parse(row.details) as TransactionDetails & AntifraudDetails;
  return {
    amount: Number(row.amount),
    currency: row.currency,
    cardBin: details.card?.bin ?? null,
    cardCountry: details.card?.issuerCountry ?? null,
    ip: details.ip ?? null,
    ipCountry: null,
    email: row.customer_email,
    customerId: row.customer_id,
    cardFingerprint: details.cardFingerprint ?? null,
    paymentsPerCardPerHour: perCardPerHour,
  };
}
