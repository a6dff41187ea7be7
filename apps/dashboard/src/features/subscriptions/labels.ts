import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  BillingInterval,
  CollectionMethod,
  SUBSCRIPTION_ERRORS,
  SubscriptionEnd,
  SubscriptionStart,
} from '@paydesk/api-client';

export const intervalLabels: Record<BillingInterval, MessageDescriptor> = {
  day: msg`Days`,
  week: msg`Weeks`,
  month: msg`Months`,
  year: msg`Years`,
};

export const startLabels: Record<SubscriptionStart, MessageDescriptor> = {
  immediately: msg`Immediately`,
  'next-month': msg`On the 1st of next month`,
  'custom-date': msg`On a date`,
};

export const endLabels: Record<SubscriptionEnd, MessageDescriptor> = {
  never: msg`Never`,
  'after-cycles': msg`After a number of billing cycles`,
  'custom-date': msg`On a date`,
};

export const collectionLabels: Record<CollectionMethod, MessageDescriptor> = {
  'payment-method': msg`Charge a saved payment method`,
  email: msg`Email an invoice`,
  sms: msg`Send an invoice by SMS`,
};

/** The provider's refusals in the app's words (their codes are the keys of `SUBSCRIPTION_ERRORS`). */
export const subscriptionErrorMessages: Record<
  keyof typeof SUBSCRIPTION_ERRORS,
  MessageDescriptor
> = {
  required: msg`This field is required`,
  nameTooLong: msg`The name is too long (at most 100 characters)`,
  invalidAmount: msg`Enter an amount greater than zero`,
  invalidPercent: msg`Enter a percentage from 0 to 100`,
  invalidIntervalCount: msg`Enter a whole number from 1 to 365`,
  invalidTrialDays: msg`Enter a whole number of days from 0 to 365`,
  invalidCycles: msg`Enter a whole number of cycles from 1 to 1000`,
  invalidDate: msg`Choose a date in the future`,
  endBeforeStart: msg`The end date must be after the start date`,
  planArchived: msg`This plan is archived and cannot take new subscriptions`,
  planInUse: msg`A plan with subscriptions cannot be deleted; archive it instead`,
  noPaymentMethod: msg`Choose a saved payment method of the customer`,
  noPhone: msg`The customer has no phone number for SMS invoices`,
  tooManyInvoiceFields: msg`At most 5 custom invoice fields`,
  invalidReminders: msg`Choose from 0 to 3 reminders`,
  notAllowed: msg`This subscription cannot do that in its current status`,
};
