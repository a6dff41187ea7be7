/**
 * A few demo payment links of Acme Retail's web shop (hosted), one of each status, relative to the seed's now so
 * expiries stay ahead of the clock. Deterministic: fixed ids and tokens (demo data, not secrets).
 */
import type { Database } from '../infra/db/database.js';
import { idFactory, seededRandom } from '../infra/random.js';
import { insertPaymentLink, type PaymentLinkRow } from '../domain/paymentLinks/store.js';

const DAY = 24 * 60 * 60 * 1000;
const SEED = 16_016;

export async function seedPaymentLinks(db: Database, now: number): Promise<void> {
  const project = await db.get<{ id: string; parent_id: string }>(
    "SELECT id, parent_id FROM resources WHERE type = 'project' AND name = 'Retail Web Shop'",
  );
  if (!project) return;
  const id = idFactory(seededRandom(SEED));
  const link = (
    token: string,
    daysAgo: number,
    fields: Partial<PaymentLinkRow> & Pick<PaymentLinkRow, 'description' | 'amount'>,
  ): PaymentLinkRow => ({
    id: id('plk'),
    organization_id: project.parent_id,
    project_id: project.id,
    token,
    adjustable_amount: 0,
    min_amount: null,
    max_amount: null,
    currencies: '["EUR"]',
    methods: '["card"]',
    customer_email: null,
    customer_phone: null,
    expires_at: null,
    reusable: 0,
    partial_payment: 0,
    defined_customers: 0,
    customers: '[]',
    reminder_days: null,
    reminder_sent_at: null,
    notify_by: null,
    travel: 0,
    travel_data: null,
    downloads: '[]',
    paid_count: 0,
    paid_amount: 0,
    last_paid_at: null,
    disabled_at: null,
    created_at: now - daysAgo * DAY,
    updated_at: now - daysAgo * DAY,
    ...fields,
  });
  const rows = [
    link('demo-gift-card', 2, {
      description: 'Gift card',
      amount: 5000,
      adjustable_amount: 1,
      min_amount: 1000,
      max_amount: 50000,
      currencies: '["EUR","USD"]',
      reusable: 1,
      paid_count: 3,
      paid_amount: 17500,
      last_paid_at: now - DAY,
    }),
    link('demo-invoice-1042', 5, {
      description: 'Invoice 1042',
      amount: 24900,
      customer_email: 'dana.decline@example.com',
      expires_at: now + 10 * DAY,
      reminder_days: 2,
      notify_by: 'email',
    }),
    link('demo-workshop', 9, {
      description: 'Workshop deposit',
      amount: 60000,
      partial_payment: 1,
      paid_count: 1,
      paid_amount: 20000,
      last_paid_at: now - 4 * DAY,
    }),
    link('demo-order-981', 20, {
      description: 'Order 981',
      amount: 12900,
      paid_count: 1,
      paid_amount: 12900,
      last_paid_at: now - 19 * DAY,
    }),
    link('demo-spring-sale', 40, {
      description: 'Spring sale voucher',
      amount: 2500,
      expires_at: now - 3 * DAY,
    }),
    link('demo-old-quote', 60, {
      description: 'Quote 77 (withdrawn)',
      amount: 99000,
      disabled_at: now - 30 * DAY,
    }),
  ];
  await db.batch(rows.map(insertPaymentLink));
}
