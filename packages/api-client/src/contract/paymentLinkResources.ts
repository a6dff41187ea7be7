/**
 * Payment links (SPEC §3 "Payment link"): a page of the provider where a customer pays a merchant without the
 * merchant writing code. Amount (or an adjustable amount within bounds), description, currency list, methods,
 * customer email; expirable, reusable, partial payment, defined customers; reminders before expiry; notify by
 * email or SMS; downloads; travel flag with travel data. Each link is served publicly at
 * {@link paymentLinkPagePath} (no sign-in).
 */
import type { PermissionName } from '@paydesk/permissions';
import * as v from 'valibot';
import { CurrencySchema, DateTimeSchema, MinorAmountSchema, resource } from './jsonapi.js';
import { TravelSchema } from './paymentResources.js';
import { payMethods } from './paymentVocabulary.js';

/**
 * `active` until it can no longer be paid: `paid` (a one-time link paid in full), `partially-paid` (a link taking
 * partial payments that has some but not all of its amount), `expired` (its expiry passed), `disabled` (by the
 * merchant). Reusable links stay `active` however often they are paid.
 */
export const paymentLinkStatuses = [
  'active',
  'paid',
  'partially-paid',
  'expired',
  'disabled',
] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

/** SPEC §5: reminders go out 1, 2 or 7 days before a link expires. */
export const PAYMENT_LINK_REMINDER_DAYS = [1, 2, 7] as const;
export type PaymentLinkReminderDays = (typeof PAYMENT_LINK_REMINDER_DAYS)[number];

/** How the customer is told about the link, its reminders and the payment. */
export const paymentLinkNotifyChannels = ['email', 'sms'] as const;
export type PaymentLinkNotifyChannel = (typeof paymentLinkNotifyChannels)[number];

/** The public page of a link (served by the provider, no sign-in). */
export const PAYMENT_LINK_PAGE_PREFIX = '/pay';
export const paymentLinkPagePath = (token: string) =>
  `${PAYMENT_LINK_PAGE_PREFIX}/${encodeURIComponent(token)}`;

/** The spec's texts (SPEC §8), and the answers to a refused field on `/data/attributes/{field}`. */
export const PAYMENT_LINK_ERRORS = {
  notAvailable: 'Payment link is not available',
  serverToServer: 'Payment links are not supported for server-to-server projects',
  required: 'This field is required',
  amountPositive: 'Enter an amount greater than zero',
  boundsOrder: 'The minimum must not be greater than the maximum',
  amountOutsideBounds: 'The amount must be between the minimum and the maximum',
  currencyExponents: 'The currencies of a link must have the same number of decimals',
  expiryInPast: 'The expiry date must be in the future',
  remindersNeedExpiry: 'Reminders need an expiry date',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a phone number in international format (+…)',
  travelDataRequired: 'Enter the travel data',
  customersRequired: 'Enter at least one customer email',
  disabled: 'A disabled payment link cannot be changed',
} as const;
export type PaymentLinkErrorKey = keyof typeof PAYMENT_LINK_ERRORS;

/** A file the customer receives after paying (uploaded separately; read-only here). */
export const PaymentLinkDownloadSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Bytes. */
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Hex SHA-256 of the stored file. */
  sha256: v.string(),
});
export type PaymentLinkDownload = v.InferOutput<typeof PaymentLinkDownloadSchema>;

const Amount = v.pipe(MinorAmountSchema, v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A payment link. Amounts are minor units of the link's currencies, which share their exponent (a price of 25.00
 * in EUR, USD or GBP); the customer picks one of `currencies`.
 */
export const PaymentLinkSchema = resource('payment-link', {
  organizationId: v.string(),
  /** The project (a hosted one) the payments are made in. */
  projectId: v.string(),
  status: v.picklist(paymentLinkStatuses),
  /** The secret part of the public URL (`paymentLinkPagePath(token)` on the provider's origin). */
  token: v.string(),
  description: v.string(),
  /** The price, or the suggested amount of an adjustable link. */
  amount: Amount,
  adjustableAmount: v.boolean(),
  minAmount: v.nullable(Amount),
  maxAmount: v.nullable(Amount),
  currencies: v.array(CurrencySchema),
  methods: v.array(v.picklist(payMethods)),
  customerEmail: v.nullable(v.string()),
  customerPhone: v.nullable(v.string()),
  expirable: v.boolean(),
  expiresAt: v.nullable(DateTimeSchema),
  reusable: v.boolean(),
  partialPayment: v.boolean(),
  /** Only these customers (emails) may pay, when `definedCustomers`. */
  definedCustomers: v.boolean(),
  customers: v.array(v.string()),
  /** Days before expiry a reminder goes out (expirable links only). */
  reminderDays: v.nullable(v.picklist(PAYMENT_LINK_REMINDER_DAYS)),
  reminderSentAt: v.nullable(DateTimeSchema),
  notifyBy: v.nullable(v.picklist(paymentLinkNotifyChannels)),
  travel: v.boolean(),
  travelData: v.nullable(TravelSchema),
  /** Read-only: files delivered after payment. */
  downloads: v.array(PaymentLinkDownloadSchema),
  /** Successful payments made through the link, and their sum (in the link's currencies' minor units). */
  paidCount: Count,
  paidAmount: Amount,
  lastPaidAt: v.nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>;

/** SPEC §6: every payment-link action needs all of these on the link's organization or project. */
export const PAYMENT_LINK_PERMISSIONS = [
  'payments',
  'charge.write',
  'projects.read',
  'transactions.read.1',
] as const satisfies readonly PermissionName[];
