/**
 * A transfer from a project to a card: the card is checked with the shared rules (SPEC §5), every refused field
 * answered at its own pointer in one reply; what is kept of the card is its brand, BIN and last 4 (the CVC is
 * checked and forgotten). The transfer is a transaction of type `transfer`, so /transactions shows it too, and it
 * goes through the ledger like any run-time transaction (transfers post nothing today; the rules decide).
 */
import {
  CARD_ERRORS,
  cardBrandOf,
  cardDigits,
  cardErrorCodes,
  currencyExponents,
  maskedCard,
  transferPermissions,
  validateCard,
  type CardInput,
  type PaymentCurrency,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, type ErrorObject } from '../errors.js';
import { postTransaction } from '../ledger/transactions.js';
import type { Entry } from '../ledger/posting.js';
import { insertTransaction } from '../payments/childTransaction.js';
import { exclusive } from '../payments/access.js';
import { feeOf } from '../payments/fees.js';
import { APPROVED } from '../payments/resultCodes.js';
import type { TransactionDetails, TransactionRow } from '../payments/rows.js';
import { visibleResource } from '../resources/visibility.js';

/** Who issued a card the provider cannot look up: ISO 3166's user-assigned "unknown" code. */
const UNKNOWN_ISSUER = { issuerCountry: 'XX', issuerName: 'Unknown issuer' } as const;

const text = (attributes: Record<string, unknown>, name: string) => {
  const value = attributes[name];
  return typeof value === 'string' ? value : '';
};

/** 422 with one error per refused card field, or nothing when the card is fine. */
function checkCard(card: CardInput, now: number): void {
  const refused = validateCard(card, now);
  const errors: ErrorObject[] = Object.entries(refused).map(([field, rule]) => ({
    title: CARD_ERRORS[rule],
    code: cardErrorCodes[rule],
    source: { pointer: `/data/attributes/${field}` },
  }));
  if (errors.length > 0) throw new ApiError(422, errors);
}

/** Creates the transfer of `attributes` (a checked `transfer` body); answers its transaction and ledger entries. */
export async function createTransfer(
  ctx: DomainContext,
  caller: SessionCaller,
  attributes: Record<string, unknown>,
): Promise<{ row: TransactionRow; ledger: Entry[] }> {
  const { row: project, lineage } = await visibleResource(
    ctx,
    caller,
    attributes.resourceId,
    undefined,
    'project',
  );
  if (!transferPermissions['transfers/create'].every((name) => caller.access.can(name, lineage))) {
    throw forbidden();
  }
  const currency = attributes.currency as string;
  if (!Object.hasOwn(currencyExponents, currency)) {
    throw new ApiError(422, [
      {
        title: 'This currency is not supported',
        code: 'invalid',
        source: { pointer: '/data/attributes/currency' },
      },
    ]);
  }
  const now = ctx.clock.now();
  const card: CardInput = {
    cardNumber: text(attributes, 'cardNumber'),
    expiry: text(attributes, 'expiry').trim(),
    cvc: text(attributes, 'cvc'),
    holderName: text(attributes, 'holderName').trim().replace(/\s+/g, ' '),
  };
  checkCard(card, now);
  const amount = attributes.amount as number;
  const description = text(attributes, 'description').trim();
  const { bin, last4 } = maskedCard(card.cardNumber);
  const brand = cardBrandOf(cardDigits(card.cardNumber))!;
  const details: TransactionDetails = {
    card: {
      brand,
      bin,
      last4,
      expiry: card.expiry,
      holderName: card.holderName,
      ...UNKNOWN_ISSUER,
    },
    threeDs: null,
    meta: description ? { description } : {},
    travel: null,
  };
  const row: TransactionRow = {
    id: secureId('trx'),
    organization_id: project.parent_id ?? '',
    project_id: project.id,
    customer_id: null,
    customer_email: null,
    original_id: null,
    type: 'transfer',
    status: 'successful',
    result: 'success',
    result_code: APPROVED,
    amount,
    currency,
    refunded_amount: 0,
    captured_amount: 0,
    cancelled_amount: 0,
    fee: feeOf('card', currency as PaymentCurrency, amount),
    settlement_amount: null,
    settlement_currency: null,
    pay_method: 'card',
    card_brand: brand,
    card_last4: last4,
    reference_id: null,
    payment_link_id: null,
    risk_score: 0,
    details: JSON.stringify(details),
    created_at: now,
    processed_at: now,
    settled_at: null,
    seeded: 0,
  };
  return exclusive(ctx, async () => {
    // The ledger entries (if the rules post any) go in the same write as the transaction.
    const ledger = await postTransaction(ctx.db, row);
    await ctx.db.batch([insertTransaction(row), ...ledger.statements]);
    return { row, ledger: ledger.entries };
  });
}
