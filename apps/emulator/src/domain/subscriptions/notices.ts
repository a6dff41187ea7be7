/** What the customer is sent about a subscription (into the outbox): invoices and unpaid reminders. */
import { currencyExponents, MAX_UNPAID_REMINDERS } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sendMessage } from '../outbox/outbox.js';
import { customerLanguageById } from '../translations/customerLanguage.js';
import { translatorFor } from '../translations/translator.js';
import type { BillingCustomer } from './customers.js';
import type { SubscriptionRow } from './store.js';

const money = (amount: number, currency: string) => {
  const exponent = currencyExponents[currency as keyof typeof currencyExponents] ?? 2;
  return `${(amount / 10 ** exponent).toFixed(exponent)} ${currency}`;
};

/** The customer's language among the organization's (English when it has none of theirs). */
const translatorOf = async (ctx: DomainContext, customer: BillingCustomer) =>
  translatorFor(ctx.db, customer.organizationId, [await customerLanguageById(ctx.db, customer.id)]);

/** Reminders go by SMS for SMS invoices, else by email. */
export function reminderChannel(subscription: SubscriptionRow, customer: BillingCustomer) {
  return subscription.collection_method === 'sms' && customer.phone
    ? { channel: 'sms' as const, to: customer.phone }
    : { channel: 'email' as const, to: customer.email };
}

export async function sendInvoice(
  ctx: DomainContext,
  subscription: SubscriptionRow,
  customer: BillingCustomer,
  invoice: { cycle: number; amount: number },
  planName: string,
): Promise<void> {
  const fields = (JSON.parse(subscription.invoice_fields) as { name: string; value: string }[])
    .map((field) => `${field.name}: ${field.value}`)
    .join('\n');
  const sms = subscription.collection_method === 'sms' && customer.phone;
  const { t } = await translatorOf(ctx, customer);
  await sendMessage(ctx, {
    channel: sms ? 'sms' : 'email',
    to: sms ? customer.phone! : customer.email,
    subject: t('email.invoice.subject', {
      cycle: invoice.cycle,
      plan: planName,
      amount: money(invoice.amount, subscription.currency),
    }),
    body: fields || undefined,
  });
}

export async function sendReminder(
  ctx: DomainContext,
  subscription: SubscriptionRow,
  customer: BillingCustomer,
  invoice: { cycle: number; amount: number },
  planName: string,
  number: number,
): Promise<{ channel: 'email' | 'sms'; to: string }> {
  const target = reminderChannel(subscription, customer);
  const { t } = await translatorOf(ctx, customer);
  await sendMessage(ctx, {
    ...target,
    subject: t('email.reminder.subject', {
      number,
      total: Math.min(subscription.reminders, MAX_UNPAID_REMINDERS),
      plan: planName,
    }),
    body: t('email.reminder.body', {
      cycle: invoice.cycle,
      amount: money(invoice.amount, subscription.currency),
    }),
  });
  return target;
}
