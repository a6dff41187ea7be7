/**
 * The subscriptions area (`POST /api/subscriptions`): an organization's plans and its customers' subscriptions to
 * them. Writes are checked by the provider field by field, each refusal on its `/data/attributes/…` pointer with a
 * text of `SUBSCRIPTION_ERRORS`. Billing follows the provider's clock (renewals, retries, reminders, expiry).
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  CurrencySchema,
  document,
  EmptyDocumentSchema,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
} from './jsonapi.js';
import {
  InvoiceFieldSchema,
  PlanSchema,
  SubscriptionDetailSchema,
  SubscriptionSchema,
} from './subscriptionResources.js';
import {
  billingIntervals,
  collectionMethods,
  planFilterFields,
  subscriptionEnds,
  subscriptionFilterFields,
  subscriptionStarts,
} from './subscriptionVocabulary.js';

export const PlanListRequestSchema = listRequestOf({
  filters: planFilterFields,
  sorts: ['createdAt', 'name'],
});
export type PlanListRequest = v.InferInput<typeof PlanListRequestSchema>;

export const SubscriptionListRequestSchema = listRequestOf({
  filters: subscriptionFilterFields,
  sorts: ['createdAt'],
});
export type SubscriptionListRequest = v.InferInput<typeof SubscriptionListRequestSchema>;

/** A plan's terms; numbers are checked by the provider (see `SUBSCRIPTION_ERRORS`). */
const planTerms = {
  name: v.string(),
  /** Minor units of `currency`. */
  amount: v.number(),
  currency: CurrencySchema,
  interval: v.picklist(billingIntervals),
  intervalCount: v.number(),
  discountPercent: v.optional(v.number()),
  setupFee: v.optional(v.number()),
  trialDays: v.optional(v.number()),
  vatPercent: v.optional(v.number()),
};

/** A new plan of an organization (resourceId). */
export const PlanCreateSchema = body('plan', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  ...planTerms,
});
export type PlanCreate = v.InferInput<typeof PlanCreateSchema>;

/** New terms of a plan; running subscriptions keep the terms they were made with. */
export const PlanUpdateSchema = body('plan', planTerms);
export type PlanUpdate = v.InferInput<typeof PlanUpdateSchema>;

/**
 * A new subscription of a customer to an active plan of the same organization. `startDate` is needed for a
 * `custom-date` start, `endsAfterCycles` / `endDate` for those ends, `paymentMethodId` (a saved token of the
 * customer) for the `payment-method` collection. `amount` overrides the plan's price.
 */
export const SubscriptionCreateSchema = body('subscription', {
  customerId: v.pipe(v.string(), v.minLength(1)),
  planId: v.pipe(v.string(), v.minLength(1)),
  amount: v.optional(v.nullable(v.number())),
  starts: v.picklist(subscriptionStarts),
  /** `YYYY-MM-DD` (UTC). */
  startDate: v.optional(v.nullable(v.string())),
  ends: v.picklist(subscriptionEnds),
  endsAfterCycles: v.optional(v.nullable(v.number())),
  /** `YYYY-MM-DD` (UTC). */
  endDate: v.optional(v.nullable(v.string())),
  collectionMethod: v.picklist(collectionMethods),
  paymentMethodId: v.optional(v.nullable(v.string())),
  invoiceFields: v.optional(v.array(InvoiceFieldSchema)),
  reminders: v.optional(v.number()),
});
export type SubscriptionCreate = v.InferInput<typeof SubscriptionCreateSchema>;

/** Cancel at once, or at the end of the current period (or trial). */
export const SubscriptionCancelSchema = body('subscription-cancel', {
  atPeriodEnd: v.boolean(),
});
export type SubscriptionCancel = v.InferInput<typeof SubscriptionCancelSchema>;

export const subscriptions = defineArea('subscriptions', {
  'plans/list': {
    description:
      'Plans of an organization (resourceId), newest first; filters status and currency.',
    payload: PlanListRequestSchema,
    answer: listDocument(PlanSchema),
    ignorable: true,
  },
  'plans/get': {
    description: 'One plan with the number of subscriptions that use it.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PlanSchema),
  },
  'plans/create': {
    description: 'Adds a plan; each field is checked and refused on its pointer.',
    payload: PlanCreateSchema,
    answer: document(PlanSchema),
  },
  'plans/update': {
    description: "Changes a plan's terms (running subscriptions keep theirs).",
    id: 'required',
    payload: PlanUpdateSchema,
    answer: document(PlanSchema),
  },
  'plans/archive': {
    description: 'Archives a plan: its subscriptions go on, new ones cannot choose it.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(PlanSchema),
  },
  'plans/delete': {
    description: 'Deletes a plan no subscription uses; one in use is refused (archive it instead).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: EmptyDocumentSchema,
  },
  'subscriptions/list': {
    description:
      'Subscriptions of an organization (resourceId), newest first; filters status, planId, customerId.',
    payload: SubscriptionListRequestSchema,
    answer: listDocument(SubscriptionSchema),
    ignorable: true,
  },
  'subscriptions/get': {
    description: 'One subscription with its timeline: invoices, their payments and reminders.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(SubscriptionDetailSchema),
  },
  'subscriptions/create': {
    description:
      'Subscribes a customer to a plan; a due first invoice (no trial, starting now) is charged at once.',
    payload: SubscriptionCreateSchema,
    answer: document(SubscriptionDetailSchema),
  },
  'subscriptions/pause': {
    description:
      'Pauses a trialling or active subscription: nothing is billed until it is resumed.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(SubscriptionDetailSchema),
  },
  'subscriptions/resume': {
    description:
      'Resumes a paused subscription; billing goes on from now (the paused cycles are not billed).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(SubscriptionDetailSchema),
  },
  'subscriptions/cancel': {
    description: 'Cancels a subscription now, or at the end of its current period.',
    id: 'required',
    payload: SubscriptionCancelSchema,
    answer: document(SubscriptionDetailSchema),
  },
});

export type SubscriptionsActionName = keyof typeof subscriptions.actions;
