/**
 * One attempt to pay an invoice: a `charge-recurring` transaction of the subscription's project, posted to the
 * ledger in the same write as the invoice's change. Test cards decide the outcome, as with real test cards: a
 * saved card ending {@link DECLINING_CARD_LAST4} is always declined (do not honour), every other card is approved.
 */
import type { CardBrand, FraudVerdict, PayMethod, PaymentCurrency } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { Database } from '../../infra/db/database.js';
import { postTransaction, type LedgerChange } from '../ledger/transactions.js';
import { insertTransaction } from '../payments/childTransaction.js';
import { feeOf } from '../payments/fees.js';
import { APPROVED, FRAUD } from '../payments/resultCodes.js';
import type { TransactionDetails, TransactionRow } from '../payments/rows.js';
import type { BillingCustomer, SavedToken } from './customers.js';
import type { SubscriptionRow } from './store.js';

/** The last 4 digits of the test card that always declines (Stripe's 4000 0000 0000 0002 as well). */
export const DECLINING_CARD_LAST4 = '0002';
/** The decline code of that card: do not honour. */
export const DO_NOT_HONOUR = '0005';
/** The answer when there is no card to charge (an invoice customer without a saved card). */
const NO_CARD = '0014';

/** A test BIN of each brand, for the card details of the transaction (saved tokens keep only the last 4). */
export const brandBins: Record<CardBrand, string> = {
  visa: '400000',
  mastercard: '555555',
  amex: '378282',
  maestro: '676770',
  jcb: '353011',
};

export interface ChargeResult {
  row: TransactionRow;
  ledger: LedgerChange;
  statements: { sql: string; args: (string | number | null)[] }[];
}

export async function chargeInvoice(
  db: Database,
  subscription: SubscriptionRow,
  customer: BillingCustomer,
  token: SavedToken | undefined,
  invoice: { id: string; amount: number; cycle: number },
  at: number,
  /** Antifraud's verdict on this charge: a block declines it with the fraud code. */
  fraud: FraudVerdict | null = null,
): Promise<ChargeResult> {
  const blocked = fraud?.action === 'block';
  const declined = blocked || !token || token.last4 === DECLINING_CARD_LAST4;
  const resultCode = !token ? NO_CARD : blocked ? FRAUD : declined ? DO_NOT_HONOUR : APPROVED;
  const payMethod = (token?.payMethod ?? 'card') as PayMethod;
  const brand = (token?.cardBrand ?? null) as CardBrand | null;
  const details: TransactionDetails = {
    card:
      brand && token?.last4
        ? {
            brand,
            bin: brandBins[brand],
            last4: token.last4,
            expiry: token.expiry ?? '12/30',
            holderName: customer.name,
            issuerCountry: 'DE',
            issuerName: 'Test Issuer',
          }
        : null,
    threeDs: null,
    meta: { subscriptionId: subscription.id, invoiceId: invoice.id, cycle: String(invoice.cycle) },
    travel: null,
    fraud,
  };
  const row: TransactionRow = {
    id: secureId('trx'),
    organization_id: subscription.organization_id,
    project_id: subscription.project_id,
    customer_id: customer.id,
    customer_email: customer.email,
    original_id: null,
    type: 'charge-recurring',
    status: declined ? 'failed' : 'successful',
    result: declined ? 'fail' : 'success',
    result_code: resultCode,
    amount: invoice.amount,
    currency: subscription.currency,
    refunded_amount: 0,
    captured_amount: 0,
    cancelled_amount: 0,
    fee: declined ? 0 : feeOf(payMethod, subscription.currency as PaymentCurrency, invoice.amount),
    settlement_amount: null,
    settlement_currency: null,
    pay_method: payMethod,
    card_brand: brand,
    card_last4: token?.last4 ?? null,
    reference_id: `SUB-${subscription.id.slice(-8)}-${invoice.cycle}`,
    payment_link_id: null,
    risk_score: 0,
    details: JSON.stringify(details),
    created_at: at,
    processed_at: at,
    settled_at: null,
    seeded: 0,
  };
  const ledger = await postTransaction(db, row);
  return {
    row,
    ledger,
    statements: [
      insertTransaction(row) as { sql: string; args: (string | number | null)[] },
      {
        sql: `INSERT INTO subscription_payments (transaction_id, invoice_id, result, result_code, created_at)
              VALUES (?, ?, ?, ?, ?)`,
        args: [row.id, invoice.id, row.result, row.result_code, at],
      },
    ],
  };
}
