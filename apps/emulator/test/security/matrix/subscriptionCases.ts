/** The subscriptions area: an organization's plans and its customers' subscriptions. */
import { insertPlan, type PlanRow } from '../../../src/domain/subscriptions/plans.js';
import {
  insertSubscription,
  type SubscriptionRow,
} from '../../../src/domain/subscriptions/store.js';
import { DECLINING_DEMO_CUSTOMER } from '../../../src/seed/subscriptions.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

const planTerms = {
  name: 'Matrix plan',
  amount: 1000,
  currency: 'EUR',
  interval: 'month',
  intervalCount: 1,
} as const;

let made = 0;
/** An unused plan of Acme Retail, written straight to the table: each write call gets its own. */
async function plan(phase: Phase): Promise<string> {
  made += 1;
  const row: PlanRow = {
    id: `pln_matrix_${made}`,
    organization_id: retail(phase),
    name: 'Matrix plan',
    amount: 1000,
    currency: 'EUR',
    interval: 'month',
    interval_count: 1,
    discount_percent: 0,
    setup_fee: 0,
    trial_days: 0,
    vat_percent: 0,
    status: 'active',
    created_at: phase.world.now(),
    updated_at: phase.world.now(),
  };
  const statement = insertPlan(row);
  await phase.world.db.run(statement.sql, statement.args);
  return row.id;
}

/** A subscription of the demo customer to a new plan, billed a month from now, in `status`. */
async function subscription(phase: Phase, status: 'active' | 'paused'): Promise<string> {
  const planId = await plan(phase);
  const now = phase.world.now();
  const project = await phase.world.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE parent_id = ? AND type = 'project' ORDER BY created_at, id",
    [retail(phase)],
  );
  const row: SubscriptionRow = {
    id: `sub_matrix_${made}`,
    organization_id: retail(phase),
    project_id: project!.id,
    customer_id: DECLINING_DEMO_CUSTOMER.id,
    plan_id: planId,
    amount: 1000,
    currency: 'EUR',
    interval: 'month',
    interval_count: 1,
    discount_percent: 0,
    setup_fee: 0,
    vat_percent: 0,
    status,
    starts: 'immediately',
    starts_at: now,
    ends: 'never',
    ends_after_cycles: null,
    ends_at: null,
    collection_method: 'email',
    payment_method_id: null,
    payment_method_label: null,
    invoice_fields: '[]',
    reminders: 3,
    trial_ends_at: null,
    anchor_at: now + 30 * 86_400_000,
    anchor_cycle: 1,
    next_billing_at: now + 30 * 86_400_000,
    cycles_billed: 1,
    cancel_at_period_end: 0,
    paused_at: status === 'paused' ? now : null,
    ended_at: null,
    created_at: now,
  };
  const statement = insertSubscription(row);
  await phase.world.db.run(statement.sql, statement.args);
  return row.id;
}

const onPlan = (name: 'plans/get' | 'plans/archive' | 'plans/delete'): MatrixCase => ({
  key: `subscriptions:${name}`,
  call: async (phase) => action('subscriptions', name, undefined, await plan(phase)),
  target: () => on(RETAIL),
});

const onSubscription = (
  name:
    'subscriptions/get' | 'subscriptions/pause' | 'subscriptions/resume' | 'subscriptions/cancel',
  status: 'active' | 'paused',
  payload?: unknown,
): MatrixCase => ({
  key: `subscriptions:${name}`,
  call: async (phase) => action('subscriptions', name, payload, await subscription(phase, status)),
  target: () => on(RETAIL),
});

export const subscriptionCases: MatrixCase[] = [
  {
    key: 'subscriptions:plans/list',
    call: (phase) =>
      action('subscriptions', 'plans/list', body.listRequest({ resourceId: retail(phase) })),
    target: () => on(RETAIL),
  },
  onPlan('plans/get'),
  {
    key: 'subscriptions:plans/create',
    call: (phase) =>
      action('subscriptions', 'plans/create', {
        data: { type: 'plan', attributes: { resourceId: retail(phase), ...planTerms } },
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'subscriptions:plans/update',
    call: async (phase) =>
      action(
        'subscriptions',
        'plans/update',
        { data: { type: 'plan', attributes: planTerms } },
        await plan(phase),
      ),
    target: () => on(RETAIL),
  },
  onPlan('plans/archive'),
  onPlan('plans/delete'),
  {
    key: 'subscriptions:subscriptions/list',
    call: (phase) =>
      action(
        'subscriptions',
        'subscriptions/list',
        body.listRequest({ resourceId: retail(phase) }),
      ),
    target: () => on(RETAIL),
  },
  onSubscription('subscriptions/get', 'active'),
  {
    key: 'subscriptions:subscriptions/create',
    call: async (phase) =>
      action('subscriptions', 'subscriptions/create', {
        data: {
          type: 'subscription',
          attributes: {
            customerId: DECLINING_DEMO_CUSTOMER.id,
            planId: await plan(phase),
            starts: 'next-month',
            ends: 'never',
            collectionMethod: 'email',
          },
        },
      }),
    target: () => on(RETAIL),
  },
  onSubscription('subscriptions/pause', 'active'),
  onSubscription('subscriptions/resume', 'paused'),
  onSubscription('subscriptions/cancel', 'active', {
    data: { type: 'subscription-cancel', attributes: { atPeriodEnd: false } },
  }),
];
