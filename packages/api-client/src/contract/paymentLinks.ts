/**
 * The payment-links area (`POST /api/payment-links`): list, read, create, change and disable the payment links of
 * an organization's hosted projects. Every action needs all of {@link PAYMENT_LINK_PERMISSIONS} (SPEC §6); a
 * server-to-server project refuses links with {@link PAYMENT_LINK_ERRORS}.serverToServer on `/data/attributes/resourceId`.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  CurrencySchema,
  document,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
} from './jsonapi.js';
import { PaymentLinkSchema } from './paymentLinkResources.js';
import { PAYMENT_LINK_REMINDER_DAYS, paymentLinkNotifyChannels } from './paymentLinkVocabulary.js';
import { TravelSchema } from './paymentResources.js';
import { payMethods } from './paymentVocabulary.js';
import { MAX_LINK_DOWNLOADS } from './uploads.js';

/** `status` (`=`/`in`), `createdAt` (`>=`/`<` ISO date-times), `search` (`like`: description, email or id). */
export const paymentLinkFilterFields = ['status', 'createdAt', 'search'] as const;
export type PaymentLinkFilterField = (typeof paymentLinkFilterFields)[number];

export const PaymentLinkListRequestSchema = listRequestOf({
  filters: paymentLinkFilterFields,
  sorts: ['createdAt'],
});
export type PaymentLinkListRequest = v.InferInput<typeof PaymentLinkListRequestSchema>;

const Amount = v.pipe(v.number(), v.integer(), v.minValue(0));
const OptionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(320))));

/**
 * The fields of a link as a client sends them. Rules that join fields (bounds, expiry, reminders, the contact a
 * notification goes to, travel data) are checked by the emulator, each refusal on its own field.
 */
const linkFields = {
  description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
  amount: Amount,
  adjustableAmount: v.optional(v.boolean(), false),
  minAmount: v.optional(v.nullable(Amount)),
  maxAmount: v.optional(v.nullable(Amount)),
  currencies: v.pipe(v.array(CurrencySchema), v.minLength(1)),
  methods: v.pipe(v.array(v.picklist(payMethods)), v.minLength(1)),
  customerEmail: OptionalText,
  customerPhone: OptionalText,
  expirable: v.optional(v.boolean(), false),
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  reusable: v.optional(v.boolean(), false),
  partialPayment: v.optional(v.boolean(), false),
  definedCustomers: v.optional(v.boolean(), false),
  customers: v.optional(v.array(v.pipe(v.string(), v.trim())), []),
  reminderDays: v.optional(v.nullable(v.picklist(PAYMENT_LINK_REMINDER_DAYS))),
  notifyBy: v.optional(v.nullable(v.picklist(paymentLinkNotifyChannels))),
  travel: v.optional(v.boolean(), false),
  travelData: v.optional(v.nullable(TravelSchema)),
  /**
   * Completed uploads (`POST /api/uploads`) the customer receives after paying, in order; absent keeps the link's
   * downloads as they are.
   */
  downloadIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(MAX_LINK_DOWNLOADS)),
  ),
};

/** A new link in a project (resourceId: a hosted project). */
export const PaymentLinkCreateSchema = body('payment-link', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  ...linkFields,
});
export type PaymentLinkCreate = v.InferInput<typeof PaymentLinkCreateSchema>;

/** A link's fields replaced as a whole (its project stays); a disabled link is refused. */
export const PaymentLinkUpdateSchema = body('payment-link', linkFields);
export type PaymentLinkUpdate = v.InferInput<typeof PaymentLinkUpdateSchema>;

export const paymentLinks = defineArea('payment-links', {
  'payment-links/list': {
    description:
      'Payment links of an organization or a project (resourceId), newest first, pages with an `after` cursor.',
    payload: PaymentLinkListRequestSchema,
    answer: listDocument(PaymentLinkSchema),
    ignorable: true,
  },
  'payment-links/get': {
    description: 'One payment link (its payments: transactions/list with paymentLinkId).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PaymentLinkSchema),
  },
  'payment-links/create': {
    description:
      'Creates a payment link in a hosted project; the customer is told by email or SMS when notifyBy is set.',
    payload: PaymentLinkCreateSchema,
    answer: document(PaymentLinkSchema),
  },
  'payment-links/update': {
    description: 'Changes a payment link (not a disabled one); its status follows the new expiry.',
    id: 'required',
    payload: PaymentLinkUpdateSchema,
    answer: document(PaymentLinkSchema),
  },
  'payment-links/disable': {
    description: 'Disables a payment link: its page answers that it is not available from then on.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PaymentLinkSchema),
  },
});

export type PaymentLinksActionName = keyof typeof paymentLinks.actions;
