/**
 * The fields of a link as sent (`payment-links/create` and `/update`), checked together and reduced to columns.
 * Fields that do not apply are dropped rather than refused (bounds of a fixed amount, reminders of a link that never
 * expires, travel data without the travel flag), so a form that hides them can send what it still holds. Each
 * refusal names its field on `/data/attributes/{field}`, all at once.
 */
import {
  currencyExponents,
  PAYMENT_LINK_ERRORS,
  type PaymentLinkErrorKey,
  type PaymentCurrency,
} from '@paydesk/api-client';
import { ApiError, type ErrorObject } from '../errors.js';
import type { PaymentLinkRow } from './store.js';

export type LinkColumns = Pick<
  PaymentLinkRow,
  | 'description'
  | 'amount'
  | 'adjustable_amount'
  | 'min_amount'
  | 'max_amount'
  | 'currencies'
  | 'methods'
  | 'customer_email'
  | 'customer_phone'
  | 'expires_at'
  | 'reusable'
  | 'partial_payment'
  | 'defined_customers'
  | 'customers'
  | 'reminder_days'
  | 'notify_by'
  | 'travel'
  | 'travel_data'
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus and 8 to 15 digits. */
const PHONE = /^\+[1-9]\d{7,14}$/;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Checks `attributes` (already shaped by the contract) at `now`; answers the columns or throws every refusal. */
export function linkColumns(attributes: Record<string, unknown>, now: number): LinkColumns {
  const errors: ErrorObject[] = [];
  const refuse = (field: string, key: PaymentLinkErrorKey) =>
    errors.push({
      title: PAYMENT_LINK_ERRORS[key],
      code: key,
      source: { pointer: `/data/attributes/${field}` },
    });

  const adjustable = attributes.adjustableAmount === true;
  const amount = Number(attributes.amount ?? 0);
  const minAmount =
    adjustable && typeof attributes.minAmount === 'number' ? attributes.minAmount : null;
  const maxAmount =
    adjustable && typeof attributes.maxAmount === 'number' ? attributes.maxAmount : null;
  if (!adjustable && amount <= 0) refuse('amount', 'amountPositive');
  if (adjustable) {
    if (minAmount !== null && maxAmount !== null && minAmount > maxAmount)
      refuse('minAmount', 'boundsOrder');
    else if (
      (minAmount !== null && amount < minAmount) ||
      (maxAmount !== null && amount > maxAmount)
    )
      refuse('amount', 'amountOutsideBounds');
  }

  const currencies = [...new Set((attributes.currencies as string[] | undefined) ?? [])];
  const known = currencies.filter((code): code is PaymentCurrency =>
    Object.hasOwn(currencyExponents, code),
  );
  if (currencies.length === 0 || known.length !== currencies.length)
    refuse('currencies', 'required');
  else if (new Set(known.map((code) => currencyExponents[code])).size > 1)
    refuse('currencies', 'currencyExponents');

  const customerEmail = text(attributes.customerEmail)?.toLowerCase() ?? null;
  const customerPhone = text(attributes.customerPhone)?.replace(/[\s()-]/g, '') ?? null;
  if (customerEmail && !EMAIL.test(customerEmail)) refuse('customerEmail', 'invalidEmail');
  if (customerPhone && !PHONE.test(customerPhone)) refuse('customerPhone', 'invalidPhone');

  const expirable = attributes.expirable === true;
  const expiresAt = expirable ? Date.parse(String(attributes.expiresAt ?? '')) : null;
  if (expirable && (expiresAt === null || Number.isNaN(expiresAt))) refuse('expiresAt', 'required');
  else if (expiresAt !== null && expiresAt <= now) refuse('expiresAt', 'expiryInPast');
  const reminderDays = typeof attributes.reminderDays === 'number' ? attributes.reminderDays : null;
  if (reminderDays !== null && !expirable) refuse('reminderDays', 'remindersNeedExpiry');

  const notifyBy = typeof attributes.notifyBy === 'string' ? attributes.notifyBy : null;
  // The customer's contact for the channel: reminders and the receipt go there.
  if (notifyBy === 'email' && !customerEmail && !errors.some((e) => e.code === 'invalidEmail'))
    refuse('customerEmail', 'required');
  if (notifyBy === 'sms' && !customerPhone && !errors.some((e) => e.code === 'invalidPhone'))
    refuse('customerPhone', 'required');

  const definedCustomers = attributes.definedCustomers === true;
  const customers = definedCustomers
    ? [
        ...new Set(
          ((attributes.customers as string[] | undefined) ?? [])
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        ),
      ]
    : [];
  if (definedCustomers && customers.length === 0) refuse('customers', 'customersRequired');
  else if (customers.some((email) => !EMAIL.test(email))) refuse('customers', 'invalidEmail');

  const travel = attributes.travel === true;
  const travelData = travel ? (attributes.travelData ?? null) : null;
  if (travel && travelData === null) refuse('travelData', 'travelDataRequired');

  if (errors.length > 0) throw new ApiError(422, errors);
  return {
    description: String(attributes.description ?? '').trim(),
    amount,
    adjustable_amount: adjustable ? 1 : 0,
    min_amount: minAmount,
    max_amount: maxAmount,
    currencies: JSON.stringify(known),
    methods: JSON.stringify([...new Set((attributes.methods as string[] | undefined) ?? [])]),
    customer_email: customerEmail,
    customer_phone: customerPhone,
    expires_at: expiresAt,
    reusable: attributes.reusable === true ? 1 : 0,
    partial_payment: attributes.partialPayment === true ? 1 : 0,
    defined_customers: definedCustomers ? 1 : 0,
    customers: JSON.stringify(customers),
    reminder_days: reminderDays,
    notify_by: notifyBy,
    travel: travel ? 1 : 0,
    travel_data: travelData === null ? null : JSON.stringify(travelData),
  };
}
