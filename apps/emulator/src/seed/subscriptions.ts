/**
 * Demo plans and subscriptions of Acme Retail, written on every seed (after the payments, whose customers they
 * use) with dates relative to now. Nothing seeded falls due for at least 20 days, so clock moves of other tests do
 * not bill them. The seed also keeps a demo customer whose saved cards include the declining test card.
 */
import type { InArgs } from '@libsql/client';
import type { Database } from '../infra/db/database.js';
import { DAY } from '../infra/time.js';
import { insertPlan, type PlanRow } from '../domain/subscriptions/plans.js';
import { insertSubscription, type SubscriptionRow } from '../domain/subscriptions/store.js';
import { DECLINING_CARD_LAST4 } from '../domain/subscriptions/charge.js';

/** The demo customer with a working card (4242) and the declining one: for trying failed renewals. */
export const DECLINING_DEMO_CUSTOMER = {
  id: 'cus_demo_declining',
  name: 'Dana Decline',
  email: 'dana.decline@example.com',
} as const;

const tables = [
  'subscription_reminders',
  'subscription_payments',
  'subscription_invoices',
  'subscriptions',
  'plans',
];

function demoCustomer(retail: string, now: number) {
  const created = new Date(now - 200 * DAY).toISOString();
  const details = {
    firstName: 'Dana',
    lastName: 'Decline',
    phone: '+49 1701234567',
    gender: 'female',
    language: 'de-DE',
    timeZone: 'Europe/Berlin',
    billingAddress: {
      line1: '1 Test Street',
      line2: null,
      city: 'Berlin',
      state: null,
      zipcode: '10115',
    },
    billingEmail: null,
    billingPhone: null,
    contactPhone: null,
    savedTokens: [
      {
        id: 'tok_demo_4242',
        maskedToken: 'tok_••••4242',
        payMethod: 'card',
        cardBrand: 'visa',
        last4: '4242',
        expiry: '12/30',
        createdAt: created,
      },
      {
        id: 'tok_demo_0002',
        maskedToken: 'tok_••••0002',
        payMethod: 'card',
        cardBrand: 'visa',
        last4: DECLINING_CARD_LAST4,
        expiry: '12/30',
        createdAt: created,
      },
    ],
  };
  return {
    sql: `INSERT OR REPLACE INTO customers (id, organization_id, email, name, details, created_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
    args: [
      DECLINING_DEMO_CUSTOMER.id,
      retail,
      DECLINING_DEMO_CUSTOMER.email,
      DECLINING_DEMO_CUSTOMER.name,
      JSON.stringify(details),
      now - 200 * DAY,
    ],
  };
}

export async function seedSubscriptions(db: Database, retail: string, now: number): Promise<void> {
  const day = (n: number) => now + n * DAY;
  const plan = (
    id: string,
    terms: Partial<PlanRow> & Pick<PlanRow, 'name' | 'amount' | 'interval'>,
  ): PlanRow => ({
    id,
    organization_id: retail,
    currency: 'EUR',
    interval_count: 1,
    discount_percent: 0,
    setup_fee: 0,
    trial_days: 0,
    vat_percent: 19,
    status: 'active',
    created_at: day(-400),
    updated_at: day(-400),
    ...terms,
  });
  const plans = [
    plan('pln_demo_starter', { name: 'Starter', amount: 990, interval: 'month', trial_days: 30 }),
    plan('pln_demo_pro', {
      name: 'Pro',
      amount: 2900,
      interval: 'month',
      discount_percent: 10,
      setup_fee: 4900,
    }),
    plan('pln_demo_annual', { name: 'Pro Annual', amount: 29000, interval: 'year' }),
    plan('pln_demo_box', {
      name: 'Coffee Box',
      amount: 1500,
      interval: 'week',
      interval_count: 2,
      vat_percent: 7,
    }),
    plan('pln_demo_legacy', {
      name: 'Legacy Basic',
      amount: 500,
      interval: 'month',
      status: 'archived',
    }),
  ];
  // The oldest customers with a saved card, so the payment-method subscriptions have one to name.
  const customers = await db.all<{ id: string; details: string }>(
    `SELECT id, details FROM customers WHERE organization_id = ? AND id != ?
       AND json_array_length(details, '$.savedTokens') > 0
     ORDER BY created_at, id LIMIT 5`,
    [retail, DECLINING_DEMO_CUSTOMER.id],
  );
  const project = await db.get<{ id: string }>(
    "SELECT id FROM resources WHERE parent_id = ? AND type = 'project' AND name = 'Retail Web Shop'",
    [retail],
  );
  const statements: { sql: string; args: InArgs }[] = tables.map((table) => ({
    sql: `DELETE FROM ${table}`,
    args: [],
  }));
  statements.push(demoCustomer(retail, now));
  for (const row of plans) statements.push(insertPlan(row));
  if (project && customers.length === 5) {
    const token = (index: number) => {
      const saved = (
        JSON.parse(customers[index]!.details) as {
          savedTokens: { id: string; cardBrand: string | null; last4: string | null }[];
        }
      ).savedTokens[0]!;
      const brand = saved.cardBrand ?? 'card';
      return {
        payment_method_id: saved.id,
        payment_method_label: `${brand[0]!.toUpperCase()}${brand.slice(1)} •••• ${saved.last4 ?? ''}`,
      };
    };
    const subscription = (
      id: string,
      index: number,
      planRow: PlanRow,
      terms: Partial<SubscriptionRow> &
        Pick<SubscriptionRow, 'status' | 'starts_at' | 'cycles_billed'>,
    ): SubscriptionRow => {
      const next = terms.next_billing_at ?? null;
      return {
        id,
        organization_id: retail,
        project_id: project.id,
        customer_id: customers[index]!.id,
        plan_id: planRow.id,
        amount: planRow.amount,
        currency: planRow.currency,
        interval: planRow.interval,
        interval_count: planRow.interval_count,
        discount_percent: planRow.discount_percent,
        setup_fee: planRow.setup_fee,
        vat_percent: planRow.vat_percent,
        starts: 'immediately',
        ends: 'never',
        ends_after_cycles: null,
        ends_at: null,
        collection_method: 'payment-method',
        ...token(index),
        invoice_fields: '[]',
        reminders: 3,
        trial_ends_at: null,
        anchor_at: next ?? terms.starts_at,
        anchor_cycle: terms.cycles_billed,
        next_billing_at: next,
        cancel_at_period_end: 0,
        paused_at: null,
        ended_at: null,
        created_at: terms.starts_at,
        ...terms,
      };
    };
    const [starter, pro, annual, box, legacy] = plans as [
      PlanRow,
      PlanRow,
      PlanRow,
      PlanRow,
      PlanRow,
    ];
    const rows = [
      subscription('sub_demo_pro', 0, pro, {
        status: 'active',
        starts_at: day(-70),
        cycles_billed: 3,
        next_billing_at: day(21),
        invoice_fields: JSON.stringify([{ name: 'PO number', value: 'PO-2025-0042' }]),
      }),
      subscription('sub_demo_trial', 1, starter, {
        status: 'trialling',
        starts_at: day(-5),
        cycles_billed: 0,
        trial_ends_at: day(25),
        next_billing_at: day(25),
      }),
      subscription('sub_demo_annual', 2, annual, {
        status: 'active',
        starts_at: day(-165),
        cycles_billed: 1,
        next_billing_at: day(200),
        collection_method: 'email',
        payment_method_id: null,
        payment_method_label: null,
      }),
      subscription('sub_demo_box', 3, box, {
        status: 'paused',
        starts_at: day(-60),
        cycles_billed: 4,
        next_billing_at: day(-4),
        paused_at: day(-6),
      }),
      subscription('sub_demo_legacy', 4, legacy, {
        status: 'cancelled',
        starts_at: day(-300),
        cycles_billed: 9,
        ended_at: day(-25),
      }),
    ];
    for (const row of rows) statements.push(insertSubscription(row));
  }
  await db.batch(statements);
}
