/** What the provider charges for a payment: a rate of the amount by method plus a fixed fee by currency. */
import type { PayMethod, PaymentCurrency } from '@paydesk/api-client';

const feeRates: Record<PayMethod, number> = {
  card: 0.014,
  sepa: 0.0035,
  paypal: 0.0249,
  'apple-pay': 0.014,
};

/** In minor units of the currency. */
const fixedFees: Record<PaymentCurrency, number> = {
  EUR: 25,
  USD: 30,
  GBP: 20,
  JPY: 40,
  KWD: 100,
};

export function feeOf(method: PayMethod, currency: PaymentCurrency, amount: number): number {
  return Math.round(amount * feeRates[method]) + fixedFees[currency];
}
