/**
 * Payment links (SPEC §3 "Payment link"): a page of the provider where a customer pays a merchant without the
 * merchant writing code. Amount (or an adjustable amount within bounds), description, currency list, methods,
 * customer email; expirable, reusable, partial payment, defined customers; reminders before expiry; notify by
 * email or SMS; downloads; travel flag with travel data. Each link is served publicly at `paymentLinkPagePath`
 * (`paymentLinkVocabulary.ts`, no sign-in).
 */
import * as v from 'valibot';
import { CurrencySchema, DateTimeSchema, MinorAmountSchema, resource } from './jsonapi.js';
import {
  PAYMENT_LINK_REMINDER_DAYS,
  paymentLinkNotifyChannels,
  paymentLinkStatuses,
} from './paymentLinkVocabulary.js';
import { TravelSchema } from './paymentResources.js';
import { payMethods } from './paymentVocabulary.js';

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
