/**
 * Payment-link rows (migration 9) and their resources. The status is never stored: it follows the row and the
 * emulator clock (a link whose expiry passed is `expired` from that instant, whatever job ran), so reads, the
 * public page and the time job always agree.
 */
import type {
  PaymentLink,
  PaymentLinkDownload,
  PaymentLinkReminderDays,
  PaymentLinkStatus,
  PayMethod,
  Travel,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';

export interface PaymentLinkRow {
  id: string;
  organization_id: string;
  project_id: string;
  token: string;
  description: string;
  amount: number;
  adjustable_amount: number;
  min_amount: number | null;
  max_amount: number | null;
  /** JSON string[]. */
  currencies: string;
  /** JSON PayMethod[]. */
  methods: string;
  customer_email: string | null;
  customer_phone: string | null;
  expires_at: number | null;
  reusable: number;
  partial_payment: number;
  defined_customers: number;
  /** JSON string[] (lower-cased emails). */
  customers: string;
  reminder_days: number | null;
  reminder_sent_at: number | null;
  notify_by: string | null;
  travel: number;
  /** JSON Travel | null. */
  travel_data: string | null;
  /** JSON PaymentLinkDownload[]. */
  downloads: string;
  paid_count: number;
  paid_amount: number;
  last_paid_at: number | null;
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

export const paymentLinkColumns = [
  'id',
  'organization_id',
  'project_id',
  'token',
  'description',
  'amount',
  'adjustable_amount',
  'min_amount',
  'max_amount',
  'currencies',
  'methods',
  'customer_email',
  'customer_phone',
  'expires_at',
  'reusable',
  'partial_payment',
  'defined_customers',
  'customers',
  'reminder_days',
  'reminder_sent_at',
  'notify_by',
  'travel',
  'travel_data',
  'downloads',
  'paid_count',
  'paid_amount',
  'last_paid_at',
  'disabled_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PaymentLinkRow)[];

export const insertPaymentLink = (row: PaymentLinkRow) => ({
  sql: `INSERT INTO payment_links (${paymentLinkColumns.join(', ')}) VALUES (${paymentLinkColumns.map(() => '?').join(', ')})`,
  args: paymentLinkColumns.map((column) => row[column]),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const list = <T>(json: string | null): T[] => (json ? (JSON.parse(json) as T[]) : []);

/** Whether a one-time link has taken all it will take. */
export function isUsedUp(row: PaymentLinkRow): boolean {
  if (row.reusable || Number(row.paid_count) === 0) return false;
  return !row.partial_payment || Number(row.paid_amount) >= Number(row.amount);
}

export function statusOf(row: PaymentLinkRow, now: number): PaymentLinkStatus {
  if (row.disabled_at !== null) return 'disabled';
  if (isUsedUp(row)) return 'paid';
  if (row.expires_at !== null && Number(row.expires_at) <= now) return 'expired';
  if (!row.reusable && Number(row.paid_count) > 0) return 'partially-paid';
  return 'active';
}

/** Whether a customer may pay the link now (the public page answers 'Payment link is not available' otherwise). */
export const isPayable = (row: PaymentLinkRow, now: number) => {
  const status = statusOf(row, now);
  return status === 'active' || status === 'partially-paid';
};

/** What is still to pay on a one-time link taking partial payments; else the link's amount. */
export const remainingOf = (row: PaymentLinkRow) =>
  row.partial_payment && !row.reusable
    ? Math.max(0, Number(row.amount) - Number(row.paid_amount))
    : Number(row.amount);

export const currenciesOf = (row: PaymentLinkRow) => list<string>(row.currencies);
export const methodsOf = (row: PaymentLinkRow) => list<PayMethod>(row.methods);

export function paymentLinkResource(row: PaymentLinkRow, now: number): PaymentLink {
  return {
    type: 'payment-link',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      projectId: row.project_id,
      status: statusOf(row, now),
      token: row.token,
      description: row.description,
      amount: Number(row.amount),
      adjustableAmount: Boolean(row.adjustable_amount),
      minAmount: row.min_amount === null ? null : Number(row.min_amount),
      maxAmount: row.max_amount === null ? null : Number(row.max_amount),
      currencies: currenciesOf(row),
      methods: methodsOf(row),
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      expirable: row.expires_at !== null,
      expiresAt: iso(row.expires_at),
      reusable: Boolean(row.reusable),
      partialPayment: Boolean(row.partial_payment),
      definedCustomers: Boolean(row.defined_customers),
      customers: list<string>(row.customers),
      reminderDays: (row.reminder_days === null
        ? null
        : Number(row.reminder_days)) as PaymentLinkReminderDays | null,
      reminderSentAt: iso(row.reminder_sent_at),
      notifyBy: row.notify_by as PaymentLink['attributes']['notifyBy'],
      travel: Boolean(row.travel),
      travelData: row.travel_data ? (JSON.parse(row.travel_data) as Travel) : null,
      downloads: list<PaymentLinkDownload>(row.downloads),
      paidCount: Number(row.paid_count),
      paidAmount: Number(row.paid_amount),
      lastPaidAt: iso(row.last_paid_at),
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    },
  };
}

export const paymentLinkById = (db: Database, id: string | undefined) =>
  id === undefined
    ? Promise.resolve(undefined)
    : db.get<PaymentLinkRow>('SELECT * FROM payment_links WHERE id = ?', [id]);

export const paymentLinkByToken = (db: Database, token: string) =>
  db.get<PaymentLinkRow>('SELECT * FROM payment_links WHERE token = ?', [token]);
