/** Subscriptions and their invoices as stored (migration 11), and their resources. */
import type {
  BillingInterval,
  CollectionMethod,
  InvoiceField,
  InvoiceStatus,
  Subscription,
  SubscriptionDetail,
  SubscriptionEnd,
  SubscriptionInvoice,
  SubscriptionStart,
  SubscriptionStatus,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { iso } from '../../infra/time.js';

export interface SubscriptionRow {
  id: string;
  organization_id: string;
  project_id: string;
  customer_id: string;
  plan_id: string;
  amount: number;
  currency: string;
  interval: BillingInterval;
  interval_count: number;
  discount_percent: number;
  setup_fee: number;
  vat_percent: number;
  status: SubscriptionStatus;
  starts: SubscriptionStart;
  starts_at: number;
  ends: SubscriptionEnd;
  ends_after_cycles: number | null;
  ends_at: number | null;
  collection_method: CollectionMethod;
  payment_method_id: string | null;
  payment_method_label: string | null;
  /** JSON of {@link InvoiceField}[]. */
  invoice_fields: string;
  reminders: number;
  trial_ends_at: number | null;
  /** Cycle `anchor_cycle + n` is due `n` intervals after `anchor_at` (months keep their day; see terms.ts). */
  anchor_at: number;
  anchor_cycle: number;
  next_billing_at: number | null;
  cycles_billed: number;
  cancel_at_period_end: number;
  paused_at: number | null;
  ended_at: number | null;
  created_at: number;
}

export const subscriptionColumns = [
  'id',
  'organization_id',
  'project_id',
  'customer_id',
  'plan_id',
  'amount',
  'currency',
  'interval',
  'interval_count',
  'discount_percent',
  'setup_fee',
  'vat_percent',
  'status',
  'starts',
  'starts_at',
  'ends',
  'ends_after_cycles',
  'ends_at',
  'collection_method',
  'payment_method_id',
  'payment_method_label',
  'invoice_fields',
  'reminders',
  'trial_ends_at',
  'anchor_at',
  'anchor_cycle',
  'next_billing_at',
  'cycles_billed',
  'cancel_at_period_end',
  'paused_at',
  'ended_at',
  'created_at',
] as const satisfies readonly (keyof SubscriptionRow)[];

export const insertSubscription = (row: SubscriptionRow) => ({
  sql: `INSERT INTO subscriptions (${subscriptionColumns.join(', ')})
        VALUES (${subscriptionColumns.map(() => '?').join(', ')})`,
  args: subscriptionColumns.map((column) => row[column]),
});

/** The UPDATE writing every changeable column of `row`. */
export const saveSubscription = (row: SubscriptionRow) => {
  const columns = subscriptionColumns.filter((column) => column !== 'id');
  return {
    sql: `UPDATE subscriptions SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
    args: [...columns.map((column) => row[column]), row.id],
  };
};

export interface InvoiceRow {
  id: string;
  subscription_id: string;
  cycle: number;
  period_start: number;
  period_end: number;
  net_amount: number;
  vat_amount: number;
  amount: number;
  currency: string;
  status: InvoiceStatus;
  issued_at: number;
  paid_at: number | null;
  /** Unpaid invoices: when the payment is tried again. */
  next_attempt_at: number | null;
}

export const subscriptionById = (db: Database, id: string | undefined) =>
  id
    ? db.get<SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?', [id])
    : Promise.resolve(undefined);

/** Names shown beside a subscription: its customer's and its plan's. */
export interface SubscriptionNames {
  customerName: string;
  customerEmail: string;
  planName: string;
}

export async function namesOf(
  db: Database,
  rows: readonly SubscriptionRow[],
): Promise<Map<string, SubscriptionNames>> {
  const names = new Map<string, SubscriptionNames>();
  if (rows.length === 0) return names;
  const ids = rows.map((row) => row.id);
  const found = await db.all<{
    id: string;
    customer_name: string;
    customer_email: string;
    plan_name: string;
  }>(
    `SELECT s.id, c.name AS customer_name, c.email AS customer_email, p.name AS plan_name
     FROM subscriptions s JOIN customers c ON c.id = s.customer_id JOIN plans p ON p.id = s.plan_id
     WHERE s.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  for (const row of found) {
    names.set(row.id, {
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      planName: row.plan_name,
    });
  }
  return names;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(Number(ms)));

export function subscriptionResource(
  row: SubscriptionRow,
  names: SubscriptionNames | undefined,
): Subscription {
  return {
    type: 'subscription',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      projectId: row.project_id,
      customerId: row.customer_id,
      customerName: names?.customerName ?? '',
      customerEmail: names?.customerEmail ?? '',
      planId: row.plan_id,
      planName: names?.planName ?? '',
      amount: Number(row.amount),
      currency: row.currency,
      interval: row.interval,
      intervalCount: Number(row.interval_count),
      discountPercent: Number(row.discount_percent),
      setupFee: Number(row.setup_fee),
      vatPercent: Number(row.vat_percent),
      status: row.status,
      starts: row.starts,
      startsAt: iso(Number(row.starts_at)),
      ends: row.ends,
      endsAfterCycles: row.ends_after_cycles === null ? null : Number(row.ends_after_cycles),
      endsAt: isoOrNull(row.ends_at),
      collectionMethod: row.collection_method,
      paymentMethodId: row.payment_method_id,
      paymentMethodLabel: row.payment_method_label,
      invoiceFields: JSON.parse(row.invoice_fields) as InvoiceField[],
      reminders: Number(row.reminders),
      trialEndsAt: isoOrNull(row.trial_ends_at),
      nextBillingAt: isoOrNull(row.next_billing_at),
      cyclesBilled: Number(row.cycles_billed),
      cancelAtPeriodEnd: Number(row.cancel_at_period_end) === 1,
      pausedAt: isoOrNull(row.paused_at),
      endedAt: isoOrNull(row.ended_at),
      createdAt: iso(Number(row.created_at)),
    },
  };
}

/** The subscription's invoices, newest first, each with its payments and reminders (oldest first). */
export async function invoicesOf(
  db: Database,
  subscriptionId: string,
): Promise<SubscriptionInvoice[]> {
  const invoices = await db.all<InvoiceRow>(
    'SELECT * FROM subscription_invoices WHERE subscription_id = ? ORDER BY cycle DESC',
    [subscriptionId],
  );
  if (invoices.length === 0) return [];
  const ids = invoices.map((row) => row.id);
  const marks = ids.map(() => '?').join(', ');
  const payments = await db.all<{
    invoice_id: string;
    transaction_id: string;
    result: 'success' | 'fail';
    result_code: string;
    created_at: number;
  }>(
    `SELECT * FROM subscription_payments WHERE invoice_id IN (${marks}) ORDER BY created_at, transaction_id`,
    ids,
  );
  const reminders = await db.all<{
    invoice_id: string;
    channel: 'email' | 'sms';
    to_address: string;
    sent_at: number;
  }>(
    `SELECT * FROM subscription_reminders WHERE invoice_id IN (${marks}) ORDER BY sent_at, id`,
    ids,
  );
  return invoices.map((row) => ({
    id: row.id,
    cycle: Number(row.cycle),
    periodStart: iso(Number(row.period_start)),
    periodEnd: iso(Number(row.period_end)),
    netAmount: Number(row.net_amount),
    vatAmount: Number(row.vat_amount),
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    issuedAt: iso(Number(row.issued_at)),
    paidAt: isoOrNull(row.paid_at),
    payments: payments
      .filter((payment) => payment.invoice_id === row.id)
      .map((payment) => ({
        transactionId: payment.transaction_id,
        result: payment.result,
        resultCode: payment.result_code,
        createdAt: iso(Number(payment.created_at)),
      })),
    reminders: reminders
      .filter((reminder) => reminder.invoice_id === row.id)
      .map((reminder) => ({
        channel: reminder.channel,
        to: reminder.to_address,
        sentAt: iso(Number(reminder.sent_at)),
      })),
  }));
}

export async function subscriptionDetail(
  db: Database,
  row: SubscriptionRow,
): Promise<SubscriptionDetail> {
  const base = subscriptionResource(row, (await namesOf(db, [row])).get(row.id));
  return { ...base, attributes: { ...base.attributes, invoices: await invoicesOf(db, row.id) } };
}
