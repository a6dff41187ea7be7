/** A new subscription: checked field by field, its plan's terms copied, its first billing time worked out. */
import {
  collectionMethods,
  MAX_INVOICE_FIELDS,
  MAX_UNPAID_REMINDERS,
  subscriptionEnds,
  subscriptionStarts,
  type CollectionMethod,
  type InvoiceField,
  type SubscriptionEnd,
  type SubscriptionStart,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import { DAY } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { isSandbox } from '../ledger/store.js';
import { billingCustomer, tokenLabel } from './customers.js';
import { FieldErrors, wholeNumber } from './fields.js';
import type { PlanRow } from './plans.js';
import { insertSubscription, type SubscriptionRow } from './store.js';
import { nextMonthStart, parseDay } from './terms.js';

/** The project a subscription's charges are made in: the organization's first live project. */
async function projectFor(ctx: DomainContext, organizationId: string): Promise<string | undefined> {
  const projects = await ctx.db.all<{ id: string }>(
    "SELECT id FROM resources WHERE parent_id = ? AND type = 'project' ORDER BY created_at, id",
    [organizationId],
  );
  for (const project of projects) if (!(await isSandbox(ctx.db, project.id))) return project.id;
  return projects[0]?.id;
}

const cleanFields = (value: unknown): InvoiceField[] | undefined => {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  return (value as InvoiceField[])
    .map((field) => ({ name: String(field.name).trim(), value: String(field.value).trim() }))
    .filter((field) => field.name.length > 0);
};

/** Checks the subscription's fields against its customer and plan (every wrong field in one 422) and stores it. */
export async function createSubscription(
  ctx: DomainContext,
  plan: PlanRow,
  attributes: Record<string, unknown>,
): Promise<SubscriptionRow> {
  const now = ctx.clock.now();
  const errors = new FieldErrors();
  const customer = await billingCustomer(ctx.db, attributes.customerId as string);
  if (!customer || customer.organizationId !== plan.organization_id)
    errors.add('customerId', 'required');
  if (plan.status !== 'active') errors.add('planId', 'planArchived');
  const amountValue = attributes.amount ?? Number(plan.amount);
  const amount = wholeNumber(amountValue, 1, 100_000_000_000);
  if (amount === undefined) errors.add('amount', 'invalidAmount');

  const starts = attributes.starts as SubscriptionStart;
  let startsAt = now;
  if (!subscriptionStarts.includes(starts)) errors.add('starts', 'required');
  else if (starts === 'next-month') startsAt = nextMonthStart(now);
  else if (starts === 'custom-date') {
    const day = parseDay(attributes.startDate);
    if (day === undefined) errors.add('startDate', 'required');
    else if (day < now - DAY) errors.add('startDate', 'invalidDate');
    else startsAt = Math.max(day, now);
  }

  const ends = attributes.ends as SubscriptionEnd;
  let endsAfterCycles: number | null = null;
  let endsAt: number | null = null;
  if (!subscriptionEnds.includes(ends)) errors.add('ends', 'required');
  else if (ends === 'after-cycles') {
    endsAfterCycles = wholeNumber(attributes.endsAfterCycles, 1, 1000) ?? null;
    if (endsAfterCycles === null) errors.add('endsAfterCycles', 'invalidCycles');
  } else if (ends === 'custom-date') {
    endsAt = parseDay(attributes.endDate) ?? null;
    if (endsAt === null) errors.add('endDate', 'required');
    else if (endsAt <= startsAt) errors.add('endDate', 'endBeforeStart');
  }

  const method = attributes.collectionMethod as CollectionMethod;
  let token: ReturnType<typeof tokenLabel> | null = null;
  const tokenId =
    typeof attributes.paymentMethodId === 'string' ? attributes.paymentMethodId : null;
  if (!collectionMethods.includes(method)) errors.add('collectionMethod', 'required');
  else if (method === 'payment-method') {
    const saved = customer?.savedTokens.find((candidate) => candidate.id === tokenId);
    if (!saved) errors.add('paymentMethodId', 'noPaymentMethod');
    else token = tokenLabel(saved);
  } else if (method === 'sms' && customer && !customer.phone)
    errors.add('collectionMethod', 'noPhone');

  const invoiceFields = cleanFields(attributes.invoiceFields);
  if (!invoiceFields || invoiceFields.length > MAX_INVOICE_FIELDS)
    errors.add('invoiceFields', 'tooManyInvoiceFields');
  const reminders = wholeNumber(
    attributes.reminders ?? MAX_UNPAID_REMINDERS,
    0,
    MAX_UNPAID_REMINDERS,
  );
  if (reminders === undefined) errors.add('reminders', 'invalidReminders');
  errors.check();

  const projectId = await projectFor(ctx, plan.organization_id);
  if (!projectId) errors.add('planId', 'required');
  errors.check();

  const trialDays = Number(plan.trial_days);
  const trialEndsAt = trialDays > 0 ? startsAt + trialDays * DAY : null;
  const firstDue = trialEndsAt ?? startsAt;
  const row: SubscriptionRow = {
    id: secureId('sub'),
    organization_id: plan.organization_id,
    project_id: projectId!,
    customer_id: customer!.id,
    plan_id: plan.id,
    amount: amount!,
    currency: plan.currency,
    interval: plan.interval,
    interval_count: Number(plan.interval_count),
    discount_percent: Number(plan.discount_percent),
    setup_fee: Number(plan.setup_fee),
    vat_percent: Number(plan.vat_percent),
    status: trialEndsAt !== null ? 'trialling' : 'active',
    starts,
    starts_at: startsAt,
    ends,
    ends_after_cycles: endsAfterCycles,
    ends_at: endsAt,
    collection_method: method,
    payment_method_id: method === 'payment-method' ? tokenId : null,
    payment_method_label: token,
    invoice_fields: JSON.stringify(invoiceFields),
    reminders: reminders!,
    trial_ends_at: trialEndsAt,
    anchor_at: firstDue,
    anchor_cycle: 0,
    next_billing_at: firstDue,
    cycles_billed: 0,
    cancel_at_period_end: 0,
    paused_at: null,
    ended_at: null,
    created_at: now,
  };
  await ctx.db.batch([insertSubscription(row)]);
  return row;
}
