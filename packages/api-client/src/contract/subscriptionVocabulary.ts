/**
 * The subscriptions area's words: billing intervals, the statuses of plans, subscriptions and invoices, how a
 * subscription starts, ends and is collected, the refusals of a field, the lists' filter fields and what each
 * action needs. Named apart from the schemas in `subscriptions.ts` and `subscriptionResources.ts`, so an app that
 * reads them (a list's URL, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { SubscriptionsActionName } from './subscriptions.js';

/** Unpaid subscription reminders: up to three (SPEC §5). */
export const MAX_UNPAID_REMINDERS = 3;
/** Days between a failed payment of an invoice and its next attempt (each failure sends a reminder). */
export const UNPAID_RETRY_INTERVAL_DAYS = 3;
/** Custom invoice fields a subscription may carry. */
export const MAX_INVOICE_FIELDS = 5;

export const billingIntervals = ['day', 'week', 'month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** An archived plan keeps its subscriptions running but cannot be chosen for new ones. */
export const planStatuses = ['active', 'archived'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export const subscriptionStatuses = [
  'trialling',
  'active',
  'paused',
  'halted',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** Statuses after which nothing is billed again. */
export const endedSubscriptionStatuses = [
  'cancelled',
  'expired',
] as const satisfies readonly SubscriptionStatus[];

/** When billing starts: at once, on the first day of next month (UTC), or on a chosen day. */
export const subscriptionStarts = ['immediately', 'next-month', 'custom-date'] as const;
export type SubscriptionStart = (typeof subscriptionStarts)[number];

/** When it ends: never, after a number of billed cycles, or on a chosen day (it becomes `expired`). */
export const subscriptionEnds = ['never', 'after-cycles', 'custom-date'] as const;
export type SubscriptionEnd = (typeof subscriptionEnds)[number];

/** SPEC §3: a specified (saved) payment method, an invoice emailed to the customer, or one sent by SMS. */
export const collectionMethods = ['payment-method', 'email', 'sms'] as const;
export type CollectionMethod = (typeof collectionMethods)[number];

export const invoiceStatuses = ['paid', 'unpaid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The answers to a refused field, on `/data/attributes/{field}` (also the dashboard's words for them). */
export const SUBSCRIPTION_ERRORS = {
  required: 'This field is required',
  nameTooLong: 'The name is too long (at most 100 characters)',
  invalidAmount: 'Enter an amount greater than zero',
  invalidPercent: 'Enter a percentage from 0 to 100',
  invalidIntervalCount: 'Enter a whole number from 1 to 365',
  invalidTrialDays: 'Enter a whole number of days from 0 to 365',
  invalidCycles: 'Enter a whole number of cycles from 1 to 1000',
  invalidDate: 'Choose a date in the future',
  endBeforeStart: 'The end date must be after the start date',
  planArchived: 'This plan is archived and cannot take new subscriptions',
  planInUse: 'A plan with subscriptions cannot be deleted; archive it instead',
  noPaymentMethod: 'Choose a saved payment method of the customer',
  noPhone: 'The customer has no phone number for SMS invoices',
  tooManyInvoiceFields: 'At most 5 custom invoice fields',
  invalidReminders: 'Choose from 0 to 3 reminders',
  notAllowed: 'This subscription cannot do that in its current status',
} as const;

export const PLANS_READ_PERMISSION = 'plans.read' satisfies PermissionName;
export const PLANS_WRITE_PERMISSION = 'plans.write' satisfies PermissionName;
export const SUBSCRIPTIONS_READ_PERMISSION = 'subscriptions.read' satisfies PermissionName;
export const SUBSCRIPTIONS_WRITE_PERMISSION = 'subscriptions.write' satisfies PermissionName;

/** `status`, `currency` (`=`/`in`). Newest first by default. */
export const planFilterFields = ['status', 'currency'] as const;

/** `status` (`=`/`in`), `planId`, `customerId` (`=`). Newest first by default. */
export const subscriptionFilterFields = ['status', 'planId', 'customerId'] as const;

const plansWrite = ['plans.read', 'plans.write'] as const;
const subscriptionsWrite = ['subscriptions.read', 'subscriptions.write'] as const;

/** What each action needs on the organization (all of them; enforced by the provider). */
export const subscriptionPermissions = {
  'plans/list': ['plans.read'],
  'plans/get': ['plans.read'],
  'plans/create': plansWrite,
  'plans/update': plansWrite,
  'plans/archive': plansWrite,
  'plans/delete': plansWrite,
  'subscriptions/list': ['subscriptions.read'],
  'subscriptions/get': ['subscriptions.read'],
  'subscriptions/create': subscriptionsWrite,
  'subscriptions/pause': subscriptionsWrite,
  'subscriptions/resume': subscriptionsWrite,
  'subscriptions/cancel': subscriptionsWrite,
} as const satisfies Record<SubscriptionsActionName, readonly PermissionName[]>;
