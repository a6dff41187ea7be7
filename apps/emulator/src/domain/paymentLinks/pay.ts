/**
 * A customer pays a link on its public page with a (test) card. Any card with a valid Luhn digit approves except
 * the decline test number; either way a real transaction is made in the link's project (a decline as a failed
 * one) and posted to the ledger. The card is checked with SPEC §5's texts and kept only as BIN and last 4.
 */
import { currencyExponents, type CardBrand, type PaymentCurrency } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import type { Entry } from '../ledger/posting.js';
import { postTransaction } from '../ledger/transactions.js';
import { exclusive } from '../payments/access.js';
import { insertTransaction } from '../payments/childTransaction.js';
import { feeOf } from '../payments/fees.js';
import { APPROVED, FRAUD } from '../payments/resultCodes.js';
import { cardFingerprintOf } from '../antifraud/facts.js';
import { screenPayment } from '../antifraud/screen.js';
import type { TransactionDetails, TransactionRow } from '../payments/rows.js';
import { cardBrandOf, cardDigits } from '../payoutMethods/bankDetails.js';
import { notifyPaid } from './notify.js';
import { PAY_ERRORS } from './payErrors.js';
import { recordWebhookEvent } from '../webhooks/events.js';
import { recordNewTransaction } from '../webhooks/facts.js';
import {
  currenciesOf,
  isPayable,
  paymentLinkById,
  remainingOf,
  type PaymentLinkRow,
} from './store.js';

/** The card that is always declined (do not honour), as on other providers' test pages. */
export const DECLINE_TEST_CARD = '4000000000000002';
const DECLINED = '0005';

export { PAY_ERRORS };

export interface PayForm {
  amount?: string;
  currency?: string;
  email?: string;
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  holderName?: string;
}

export type PayOutcome =
  | { kind: 'unavailable' }
  | { kind: 'invalid'; errors: Partial<Record<keyof PayForm, string>> }
  | { kind: 'declined' | 'paid'; transaction: TransactionRow; ledger: Entry[] };

const exponentOf = (currency: string) => currencyExponents[currency as PaymentCurrency] ?? 2;

/** `12.50` (major units, dot or comma) in minor units of `currency`, or null. */
export function parseMajor(text: string, currency: string): number | null {
  const exponent = exponentOf(currency);
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || 0);
}

export const formatMajor = (minor: number, currency: string) =>
  `${(minor / 10 ** exponentOf(currency)).toFixed(exponentOf(currency))} ${currency}`;

/** The bounds a customer's amount must lie in, or null when the amount is fixed. */
export function amountBounds(row: PaymentLinkRow): { min: number; max: number } | null {
  if (row.adjustable_amount)
    return { min: Math.max(1, Number(row.min_amount ?? 1)), max: Number(row.max_amount ?? 1e15) };
  if (row.partial_payment && !row.reusable) return { min: 1, max: remainingOf(row) };
  return null;
}

/** `MM/YY` not before this month at `now`; a distinct text for a past month. */
function expiryError(text: string, now: number): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return PAY_ERRORS.expiry;
  const today = new Date(now);
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return year * 12 + month < current ? PAY_ERRORS.expired : null;
}

function checkForm(row: PaymentLinkRow, form: PayForm, now: number) {
  const errors: Partial<Record<keyof PayForm, string>> = {};
  const currencies = currenciesOf(row);
  const currency = form.currency && currencies.includes(form.currency) ? form.currency : null;
  if (!currency) errors.currency = PAY_ERRORS.currency;
  const bounds = amountBounds(row);
  let amount = remainingOf(row);
  if (bounds) {
    const parsed = parseMajor(form.amount ?? '', currency ?? currencies[0] ?? 'EUR');
    if (parsed === null || parsed < bounds.min || parsed > bounds.max)
      errors.amount = PAY_ERRORS.amount;
    else amount = parsed;
  }
  const email = form.email?.trim().toLowerCase() || row.customer_email;
  const allowed = row.defined_customers
    ? [
        ...(JSON.parse(row.customers) as string[]),
        ...(row.customer_email ? [row.customer_email] : []),
      ]
    : null;
  if (allowed && (!email || !allowed.includes(email))) errors.email = PAY_ERRORS.email;
  const digits = cardDigits(form.cardNumber ?? '');
  const brand = digits ? cardBrandOf(digits) : null;
  if (!digits || brand === 'other') errors.cardNumber = PAY_ERRORS.cardNumber;
  const expiry = expiryError(form.expiry ?? '', now);
  if (expiry) errors.expiry = expiry;
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test((form.cvc ?? '').trim())) errors.cvc = PAY_ERRORS.cvc;
  const holderName = (form.holderName ?? '').trim().replace(/\s+/g, ' ');
  if (!/^[\p{L}][\p{L} .'-]{1,99}$/u.test(holderName)) errors.holderName = PAY_ERRORS.holderName;
  return {
    errors,
    currency: currency ?? '',
    amount,
    email,
    digits: digits ?? '',
    brand,
    holderName,
  };
}

/** Pays `token`'s link; one payment at a time per emulator, so a one-time link is never paid twice. */
export function payLink(
  ctx: DomainContext,
  linkId: string,
  form: PayForm,
  ip: string | null = null,
): Promise<PayOutcome> {
  return exclusive(ctx, async () => {
    const now = ctx.clock.now();
    const row = await paymentLinkById(ctx.db, linkId);
    if (!row || !isPayable(row, now) || !JSON.parse(row.methods).includes('card'))
      return { kind: 'unavailable' };
    const checked = checkForm(row, form, now);
    if (Object.keys(checked.errors).length > 0) return { kind: 'invalid', errors: checked.errors };
    const bin = checked.digits.slice(0, 6);
    const last4 = checked.digits.slice(-4);
    const cardFingerprint = cardFingerprintOf(checked.digits);
    const issuerCountry = 'DE';
    const customer = checked.email
      ? await ctx.db.get<{ id: string }>(
          'SELECT id FROM customers WHERE organization_id = ? AND email = ?',
          [row.organization_id, checked.email],
        )
      : undefined;
    const fraud = await screenPayment(
      ctx,
      row.organization_id,
      {
        amount: checked.amount,
        currency: checked.currency,
        cardBin: bin,
        cardCountry: issuerCountry,
        ip,
        ipCountry: null,
        email: checked.email,
        customerId: customer?.id ?? null,
        cardFingerprint,
      },
      { bin, last4 },
    );
    const blocked = fraud?.action === 'block';
    const declined = blocked || checked.digits === DECLINE_TEST_CARD;
    const expiry = (form.expiry ?? '').replace(/\s/g, '');
    const details: TransactionDetails = {
      card: {
        brand: checked.brand as CardBrand,
        bin,
        last4,
        expiry,
        holderName: checked.holderName,
        issuerCountry,
        issuerName: 'Paydesk Test Bank',
      },
      threeDs: null,
      meta: { paymentLink: row.id },
      travel: row.travel_data ? JSON.parse(row.travel_data) : null,
      fraud,
      ip,
      cardFingerprint,
    };
    const transaction: TransactionRow = {
      id: secureId('trx'),
      organization_id: row.organization_id,
      project_id: row.project_id,
      customer_id: customer?.id ?? null,
      customer_email: checked.email,
      original_id: null,
      type: 'charge',
      status: declined ? 'failed' : 'successful',
      result: declined ? 'fail' : 'success',
      result_code: blocked ? FRAUD : declined ? DECLINED : APPROVED,
      amount: checked.amount,
      currency: checked.currency,
      refunded_amount: 0,
      captured_amount: 0,
      cancelled_amount: 0,
      fee: declined ? 0 : feeOf('card', checked.currency as PaymentCurrency, checked.amount),
      settlement_amount: null,
      settlement_currency: null,
      pay_method: 'card',
      card_brand: checked.brand,
      card_last4: checked.digits.slice(-4),
      reference_id: null,
      payment_link_id: row.id,
      risk_score: blocked ? 95 : fraud ? 70 : declined ? 60 : 8,
      details: JSON.stringify(details),
      created_at: now,
      processed_at: now,
      settled_at: null,
      seeded: 0,
    };
    const ledger = declined
      ? { statements: [], entries: [] }
      : await postTransaction(ctx.db, transaction);
    await ctx.db.batch([
      insertTransaction(transaction),
      ...ledger.statements,
      ...(declined
        ? []
        : [
            {
              sql: `UPDATE payment_links SET paid_count = paid_count + 1, paid_amount = paid_amount + ?,
                    last_paid_at = ?, updated_at = ? WHERE id = ?`,
              args: [checked.amount, now, now, row.id],
            },
          ]),
    ]);
    await recordNewTransaction(ctx, transaction);
    if (!declined)
      await recordWebhookEvent(ctx, {
        projectId: row.project_id,
        type: 'payment-link.paid',
        data: {
          type: 'payment-link',
          id: row.id,
          attributes: {
            transactionId: transaction.id,
            amount: checked.amount,
            currency: checked.currency,
          },
        },
      });
    if (!declined)
      await notifyPaid(ctx, row, {
        amount: formatMajor(checked.amount, checked.currency),
        transactionId: transaction.id,
      });
    return { kind: declined ? 'declined' : 'paid', transaction, ledger: ledger.entries };
  });
}
