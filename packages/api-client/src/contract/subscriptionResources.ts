/**
 * Plans and subscriptions (SPEC §3 "Plan", "Subscription"). A plan is a price billed every `intervalCount`
 * `interval`s, less its discount, plus VAT, with an optional one-time fee (first invoice) and trial. A subscription
 * copies the plan's terms when it is made, so a later change of the plan does not reprice running subscriptions.
 * The provider bills each cycle as a `charge-recurring` transaction (its `meta.subscriptionId` names the
 * subscription); an unpaid invoice is retried every `UNPAID_RETRY_INTERVAL_DAYS` days with a reminder after each
 * failure, at most `MAX_UNPAID_REMINDERS` (both in `subscriptionVocabulary.ts`), and the subscription is halted
 * when a retry fails after the last reminder.
 */
import * as v from 'valibot';
import { CurrencySchema, DateTimeSchema, MinorAmountSchema, resource } from './jsonapi.js';
import {
  billingIntervals,
  collectionMethods,
  invoiceStatuses,
  planStatuses,
  subscriptionEnds,
  subscriptionStarts,
  subscriptionStatuses,
} from './subscriptionVocabulary.js';

export const PlanSchema = resource('plan', {
  organizationId: v.string(),
  name: v.string(),
  /** The price of one cycle, before discount and VAT, in minor units of `currency`. */
  amount: MinorAmountSchema,
  currency: CurrencySchema,
  interval: v.picklist(billingIntervals),
  /** Billed every `intervalCount` intervals (every 3 months). */
  intervalCount: v.number(),
  /** Off every cycle's price, 0…100. */
  discountPercent: v.number(),
  /** Charged once, with the first invoice (minor units). */
  setupFee: MinorAmountSchema,
  trialDays: v.number(),
  /** Added to each invoice's net amount, 0…100. */
  vatPercent: v.number(),
  status: v.picklist(planStatuses),
  /** Subscriptions that use the plan (any status). */
  subscriptionCount: v.number(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Plan = v.InferOutput<typeof PlanSchema>;

export const InvoiceFieldSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  value: v.pipe(v.string(), v.trim(), v.maxLength(200)),
});
export type InvoiceField = v.InferOutput<typeof InvoiceFieldSchema>;

/** One attempt to pay an invoice: a `charge-recurring` transaction. */
export const InvoicePaymentSchema = v.object({
  transactionId: v.string(),
  result: v.picklist(['success', 'fail']),
  resultCode: v.string(),
  createdAt: DateTimeSchema,
});

/** A reminder sent for an unpaid invoice (it is in the provider's outbox). */
export const InvoiceReminderSchema = v.object({
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  sentAt: DateTimeSchema,
});

/** An invoice of one billing cycle, with its payment attempts and reminders: the subscription's timeline. */
export const SubscriptionInvoiceSchema = v.object({
  id: v.string(),
  cycle: v.number(),
  periodStart: DateTimeSchema,
  periodEnd: DateTimeSchema,
  /** Net (after discount, with a first invoice's setup fee), VAT and total, in minor units. */
  netAmount: MinorAmountSchema,
  vatAmount: MinorAmountSchema,
  amount: MinorAmountSchema,
  currency: CurrencySchema,
  status: v.picklist(invoiceStatuses),
  issuedAt: DateTimeSchema,
  paidAt: v.nullable(DateTimeSchema),
  payments: v.array(InvoicePaymentSchema),
  reminders: v.array(InvoiceReminderSchema),
});
export type SubscriptionInvoice = v.InferOutput<typeof SubscriptionInvoiceSchema>;

const subscriptionAttributes = {
  organizationId: v.string(),
  projectId: v.string(),
  customerId: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
  planId: v.string(),
  planName: v.string(),
  /** The price of one cycle before discount and VAT (the plan's, unless set for this subscription). */
  amount: MinorAmountSchema,
  currency: CurrencySchema,
  interval: v.picklist(billingIntervals),
  intervalCount: v.number(),
  discountPercent: v.number(),
  setupFee: MinorAmountSchema,
  vatPercent: v.number(),
  status: v.picklist(subscriptionStatuses),
  starts: v.picklist(subscriptionStarts),
  startsAt: DateTimeSchema,
  ends: v.picklist(subscriptionEnds),
  /** `after-cycles` only. */
  endsAfterCycles: v.nullable(v.number()),
  /** `custom-date` only. */
  endsAt: v.nullable(DateTimeSchema),
  collectionMethod: v.picklist(collectionMethods),
  /** `payment-method` only: the customer's saved token and what it shows. */
  paymentMethodId: v.nullable(v.string()),
  paymentMethodLabel: v.nullable(v.string()),
  invoiceFields: v.array(InvoiceFieldSchema),
  /** Reminders sent for an unpaid invoice before the subscription halts, 0…`MAX_UNPAID_REMINDERS`. */
  reminders: v.number(),
  trialEndsAt: v.nullable(DateTimeSchema),
  /** When the next invoice is due (null once ended or halted). */
  nextBillingAt: v.nullable(DateTimeSchema),
  cyclesBilled: v.number(),
  /** Cancelled at the end of the current period (or trial). */
  cancelAtPeriodEnd: v.boolean(),
  pausedAt: v.nullable(DateTimeSchema),
  endedAt: v.nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
};

export const SubscriptionSchema = resource('subscription', subscriptionAttributes);
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

/** A subscription with its timeline (`subscriptions/get`): invoices newest first. */
export const SubscriptionDetailSchema = resource('subscription', {
  ...subscriptionAttributes,
  invoices: v.array(SubscriptionInvoiceSchema),
});
export type SubscriptionDetail = v.InferOutput<typeof SubscriptionDetailSchema>;
