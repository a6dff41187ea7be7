/**
 * Moving a subscription along the emulator clock, one step at a time, each step written at once: a trial ends, a
 * cycle is invoiced and charged, an unpaid invoice is retried (a reminder after each failure, at most
 * `reminders`; a failure after the last one halts the subscription), an end date or cycle count expires it, a
 * cancellation at period end takes effect. Steps carry the time they fell due, so one run after an advance of 40
 * days does 40 days of work, and a second run at the same time finds nothing due (idempotent).
 */
import { UNPAID_RETRY_INTERVAL_DAYS, type CardBrand } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import { DAY } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import type { Entry } from '../ledger/posting.js';
import { recordNewTransaction, recordSubscriptionEvent } from '../webhooks/facts.js';
import { screenPayment } from '../antifraud/screen.js';
import { brandBins, chargeInvoice } from './charge.js';
import { billingCustomer, type BillingCustomer } from './customers.js';
import { sendInvoice, sendReminder } from './notices.js';
import { addIntervals, invoiceAmounts } from './terms.js';
import {
  saveSubscription,
  subscriptionById,
  type InvoiceRow,
  type SubscriptionRow,
} from './store.js';

/** A bound on one run's steps per subscription (a daily plan over ten years of skipped time stays bounded). */
const MAX_STEPS = 5_000;

/** When cycle `cycle` (1-based) of `row` falls due. */
export const dueOf = (row: SubscriptionRow, cycle: number) =>
  addIntervals(
    Number(row.anchor_at),
    row.interval,
    Number(row.interval_count) * (cycle - 1 - Number(row.anchor_cycle)),
  );

/** Ends a subscription at `at`: nothing is billed again, an unpaid invoice is void. */
export function ended(row: SubscriptionRow, status: 'cancelled' | 'expired', at: number) {
  const next: SubscriptionRow = {
    ...row,
    status,
    ended_at: at,
    next_billing_at: null,
    cancel_at_period_end: 0,
  };
  return [
    saveSubscription(next),
    {
      sql: `UPDATE subscription_invoices SET status = 'void', next_attempt_at = NULL
            WHERE subscription_id = ? AND status = 'unpaid'`,
      args: [row.id],
    },
  ];
}

const planNameOf = async (ctx: DomainContext, row: SubscriptionRow) =>
  (await ctx.db.get<{ name: string }>('SELECT name FROM plans WHERE id = ?', [row.plan_id]))
    ?.name ?? '';

/** The card an invoice is charged to: the chosen one, or for emailed and SMS invoices the customer's first card. */
const tokenFor = (row: SubscriptionRow, customer: BillingCustomer) =>
  row.collection_method === 'payment-method'
    ? customer.savedTokens.find((token) => token.id === row.payment_method_id)
    : customer.savedTokens.find((token) => token.payMethod === 'card');

/** Charges `invoice` at `at`; answers the ledger entries. `fresh` invoices are inserted in the same write. */
async function attempt(
  ctx: DomainContext,
  row: SubscriptionRow,
  invoice: InvoiceRow,
  at: number,
  fresh: boolean,
): Promise<Entry[]> {
  const customer = await billingCustomer(ctx.db, row.customer_id);
  if (!customer) {
    await ctx.db.batch(ended(row, 'cancelled', at));
    return [];
  }
  const planName = await planNameOf(ctx, row);
  if (fresh && row.collection_method !== 'payment-method') {
    await sendInvoice(ctx, row, customer, invoice, planName);
  }
  const token = tokenFor(row, customer);
  const brand = token?.payMethod === 'card' ? (token.cardBrand as CardBrand | null) : null;
  const bin = brand ? brandBins[brand] : null;
  // Renewals are new payments too: the same screening as the payment page's.
  const fraud = await screenPayment(
    ctx,
    row.organization_id,
    {
      amount: invoice.amount,
      currency: row.currency,
      cardBin: bin,
      cardCountry: bin ? 'DE' : null,
      ip: null,
      ipCountry: null,
      email: customer.email,
      customerId: customer.id,
      cardFingerprint: null,
    },
    bin && token?.last4 ? { bin, last4: token.last4 } : null,
  );
  const charge = await chargeInvoice(ctx.db, row, customer, token, invoice, at, fraud);
  const statements = [...charge.statements, ...charge.ledger.statements];
  let next: InvoiceRow;
  let subscription = row;
  if (charge.row.result === 'success') {
    next = { ...invoice, status: 'paid', paid_at: at, next_attempt_at: null };
  } else {
    const sent = Number(
      (
        await ctx.db.get<{ count: number }>(
          'SELECT COUNT(*) AS count FROM subscription_reminders WHERE invoice_id = ?',
          [invoice.id],
        )
      )?.count ?? 0,
    );
    if (sent < Number(row.reminders)) {
      const target = await sendReminder(ctx, row, customer, invoice, planName, sent + 1);
      statements.push({
        sql: `INSERT INTO subscription_reminders (invoice_id, channel, to_address, sent_at) VALUES (?, ?, ?, ?)`,
        args: [invoice.id, target.channel, target.to, at],
      });
      next = {
        ...invoice,
        status: 'unpaid',
        next_attempt_at: at + UNPAID_RETRY_INTERVAL_DAYS * DAY,
      };
    } else {
      // Every reminder went unanswered: the subscription halts until someone acts on it.
      next = { ...invoice, status: 'unpaid', next_attempt_at: null };
      subscription = { ...row, status: 'halted', next_billing_at: null };
    }
  }
  const invoiceWrite = fresh
    ? {
        sql: `INSERT INTO subscription_invoices (id, subscription_id, cycle, period_start, period_end, net_amount,
                vat_amount, amount, currency, status, issued_at, paid_at, next_attempt_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          next.id,
          next.subscription_id,
          next.cycle,
          next.period_start,
          next.period_end,
          next.net_amount,
          next.vat_amount,
          next.amount,
          next.currency,
          next.status,
          next.issued_at,
          next.paid_at,
          next.next_attempt_at,
        ],
      }
    : {
        sql: 'UPDATE subscription_invoices SET status = ?, paid_at = ?, next_attempt_at = ? WHERE id = ?',
        args: [next.status, next.paid_at, next.next_attempt_at, next.id],
      };
  await ctx.db.batch([invoiceWrite, ...statements, saveSubscription(subscription)]);
  await recordNewTransaction(ctx, charge.row);
  const invoiceFacts = { invoiceId: invoice.id, transactionId: charge.row.id };
  await recordSubscriptionEvent(
    ctx,
    subscription,
    charge.row.result === 'success' ? 'subscription.renewed' : 'subscription.payment-failed',
    invoiceFacts,
  );
  if (subscription.status === 'halted' && row.status !== 'halted')
    await recordSubscriptionEvent(ctx, subscription, 'subscription.halted', invoiceFacts);
  return charge.ledger.entries;
}

/** Invoices the next cycle (due at `due`) and charges it. */
async function issue(ctx: DomainContext, row: SubscriptionRow, due: number): Promise<Entry[]> {
  const cycle = Number(row.cycles_billed) + 1;
  const periodEnd = dueOf(row, cycle + 1);
  const amounts = invoiceAmounts(
    {
      amount: Number(row.amount),
      discountPercent: Number(row.discount_percent),
      vatPercent: Number(row.vat_percent),
      setupFee: Number(row.setup_fee),
    },
    cycle === 1,
  );
  const invoice: InvoiceRow = {
    id: secureId('inv'),
    subscription_id: row.id,
    cycle,
    period_start: due,
    period_end: periodEnd,
    net_amount: amounts.net,
    vat_amount: amounts.vat,
    amount: amounts.total,
    currency: row.currency,
    status: 'unpaid',
    issued_at: due,
    paid_at: null,
    next_attempt_at: null,
  };
  return attempt(
    ctx,
    { ...row, cycles_billed: cycle, next_billing_at: periodEnd },
    invoice,
    due,
    true,
  );
}

/** Does the one step due by `now`, if any; answers whether it did one, and the ledger entries it posted. */
async function step(
  ctx: DomainContext,
  row: SubscriptionRow,
  now: number,
): Promise<{ moved: boolean; entries: Entry[] }> {
  const idle = { moved: false, entries: [] };
  const done = { moved: true, entries: [] };
  const unpaid = await ctx.db.get<InvoiceRow>(
    `SELECT * FROM subscription_invoices WHERE subscription_id = ? AND status = 'unpaid'
     ORDER BY cycle LIMIT 1`,
    [row.id],
  );
  // An unpaid invoice is settled (or the subscription halted) before anything else is billed.
  if (unpaid) {
    const at = unpaid.next_attempt_at;
    if (at === null || Number(at) > now) return idle;
    return { moved: true, entries: await attempt(ctx, row, unpaid, Number(at), false) };
  }
  const due = Number(row.status === 'trialling' ? row.trial_ends_at : row.next_billing_at);
  if (row.ends === 'custom-date' && row.ends_at !== null && Number(row.ends_at) <= due) {
    if (Number(row.ends_at) > now) return idle;
    await ctx.db.batch(ended(row, 'expired', Number(row.ends_at)));
    return done;
  }
  if (due > now) return idle;
  if (Number(row.cancel_at_period_end) === 1) {
    await ctx.db.batch(ended(row, 'cancelled', due));
    await recordSubscriptionEvent(ctx, { ...row, status: 'cancelled' }, 'subscription.canceled');
    return done;
  }
  if (row.status === 'trialling') {
    await ctx.db.batch([saveSubscription({ ...row, status: 'active', next_billing_at: due })]);
    return done;
  }
  if (row.ends === 'after-cycles' && Number(row.cycles_billed) >= Number(row.ends_after_cycles)) {
    await ctx.db.batch(ended(row, 'expired', due));
    return done;
  }
  return { moved: true, entries: await issue(ctx, row, due) };
}

/** Does everything of subscription `id` that fell due by `now`; answers the ledger entries posted. */
export async function advanceSubscription(
  ctx: DomainContext,
  id: string,
  now: number,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let count = 0; count < MAX_STEPS; count++) {
    const row = await subscriptionById(ctx.db, id);
    if (!row || (row.status !== 'trialling' && row.status !== 'active')) break;
    const result = await step(ctx, row, now);
    entries.push(...result.entries);
    if (!result.moved) break;
  }
  return entries;
}

/** The subscriptions that may have something due by `now` (trialling or active). */
export async function billableSubscriptions(ctx: DomainContext): Promise<string[]> {
  const rows = await ctx.db.all<{ id: string }>(
    `SELECT id FROM subscriptions WHERE status IN ('trialling', 'active') ORDER BY created_at, id`,
  );
  return rows.map((row) => row.id);
}

/** Runs `advanceSubscription` on every billable subscription of the emulator. */
export async function advanceAll(ctx: DomainContext, now: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const id of await billableSubscriptions(ctx))
    entries.push(...(await advanceSubscription(ctx, id, now)));
  return entries;
}

export type { BillingCustomer };
