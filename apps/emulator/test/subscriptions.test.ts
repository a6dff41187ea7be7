// Plans and subscriptions through the real api-client, billed by the clock job: a trial renews once the clock
// passes it, a declining card fails, sends at most three reminders (in the outbox) and halts, ends and
// cancellations at period end apply, pause and resume skip the paused cycles, and runs are idempotent.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_UNPAID_REMINDERS,
  payments,
  SUBSCRIPTION_ERRORS,
  subscriptions,
  UNPAID_RETRY_INTERVAL_DAYS,
  type PlanCreate,
  type SubscriptionCreate,
} from '@paydesk/api-client';
import { DAY } from '../src/infra/time.js';
import { DECLINING_DEMO_CUSTOMER } from '../src/seed/subscriptions.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

const createPlan = async (
  client: TestClient,
  attributes: Partial<PlanCreate['data']['attributes']> = {},
) =>
  (
    await client.api.call(subscriptions.actions['plans/create'], {
      payload: {
        data: {
          type: 'plan',
          attributes: {
            resourceId: retail,
            name: 'Daily',
            amount: 1000,
            currency: 'EUR',
            interval: 'day',
            intervalCount: 1,
            vatPercent: 20,
            ...attributes,
          },
        },
      },
    })
  ).data;

const subscribe = async (
  client: TestClient,
  planId: string,
  attributes: Partial<SubscriptionCreate['data']['attributes']> = {},
) =>
  (
    await client.api.call(subscriptions.actions['subscriptions/create'], {
      payload: {
        data: {
          type: 'subscription',
          attributes: {
            customerId: DECLINING_DEMO_CUSTOMER.id,
            planId,
            starts: 'immediately',
            ends: 'never',
            collectionMethod: 'payment-method',
            paymentMethodId: 'tok_demo_4242',
            ...attributes,
          },
        },
      },
    })
  ).data;

const detail = async (client: TestClient, id: string) =>
  (await client.api.call(subscriptions.actions['subscriptions/get'], { id })).data;

const outbox = async () =>
  (await suite.control.request('GET', `/__test/mail?to=${DECLINING_DEMO_CUSTOMER.email}`)).json
    .data as { subject: string; channel: string }[];

describe('plans', () => {
  it('creates, lists, updates, archives; refuses wrong fields at their pointers; deletes only unused plans', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin, { trialDays: 14, discountPercent: 10, setupFee: 500 });
    expect(plan.attributes).toMatchObject({
      status: 'active',
      trialDays: 14,
      subscriptionCount: 0,
    });
    const list = await admin.api.call(subscriptions.actions['plans/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: retail, filters: [['status', '=', 'archived']] },
        },
      },
    });
    expect(list.data.map((item) => item.attributes.name)).toEqual(['Legacy Basic']);

    const refused = await rejection(
      admin.api.call(subscriptions.actions['plans/create'], {
        payload: {
          data: {
            type: 'plan',
            attributes: {
              resourceId: retail,
              name: ' ',
              amount: 0,
              currency: 'EUR',
              interval: 'month',
              intervalCount: 0,
              trialDays: 400,
            },
          },
        },
      }),
    );
    expect(refused.fieldErrors()).toEqual({
      name: [SUBSCRIPTION_ERRORS.required],
      amount: [SUBSCRIPTION_ERRORS.invalidAmount],
      intervalCount: [SUBSCRIPTION_ERRORS.invalidIntervalCount],
      trialDays: [SUBSCRIPTION_ERRORS.invalidTrialDays],
    });

    await subscribe(admin, plan.id);
    const inUse = await rejection(
      admin.api.call(subscriptions.actions['plans/delete'], { id: plan.id }),
    );
    expect(inUse.errors[0]!.title).toBe(SUBSCRIPTION_ERRORS.planInUse);
    const archived = await admin.api.call(subscriptions.actions['plans/archive'], { id: plan.id });
    expect(archived.data.attributes).toMatchObject({ status: 'archived', subscriptionCount: 1 });
    const closed = await rejection(subscribe(admin, plan.id));
    expect(closed.fieldErrors()).toEqual({ planId: [SUBSCRIPTION_ERRORS.planArchived] });

    const unused = await createPlan(admin, { name: 'Unused' });
    await admin.api.call(subscriptions.actions['plans/delete'], { id: unused.id });
    const gone = await rejection(
      admin.api.call(subscriptions.actions['plans/get'], { id: unused.id }),
    );
    expect(gone.errors[0]!.code).toBe('not-found');
  });

  it('is read with plans.read and written with plans.write only', async () => {
    const support = await as('support');
    const list = await support.api.call(subscriptions.actions['plans/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    expect(list.data.length).toBeGreaterThan(0);
    const denied = await rejection(createPlan(support));
    expect(denied.errors[0]!.code).toBe('forbidden');
    const developer = await as('developer');
    expect(
      (
        await rejection(
          developer.api.call(subscriptions.actions['subscriptions/list'], {
            payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
          }),
        )
      ).errors[0]!.code,
    ).toBe('forbidden');
  });
});

describe('billing on the clock', () => {
  it('renews a subscription with a trial once the clock passes the trial, as recurring charges', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin, { trialDays: 3, setupFee: 200 });
    const created = await subscribe(admin, plan.id);
    expect(created.attributes).toMatchObject({
      status: 'trialling',
      cyclesBilled: 0,
      invoices: [],
    });

    await suite.advance(3 * DAY + 1000);
    // Sessions end on the same clock: sign in again after each move.
    let again = await as('admin');
    const renewed = await detail(again, created.id);
    expect(renewed.attributes.status).toBe('active');
    expect(renewed.attributes.cyclesBilled).toBe(1);
    const [first] = renewed.attributes.invoices;
    // (1000 + 200 one-time fee) + 20 % VAT.
    expect(first).toMatchObject({
      cycle: 1,
      status: 'paid',
      netAmount: 1200,
      vatAmount: 240,
      amount: 1440,
    });
    expect(first!.payments).toHaveLength(1);
    const transaction = await again.api.call(payments.actions['transactions/get'], {
      id: first!.payments[0]!.transactionId,
    });
    expect(transaction.data.attributes).toMatchObject({
      type: 'charge-recurring',
      amount: 1440,
      result: 'success',
    });

    // Catching up: four more days are four more cycles (without the one-time fee); a second run adds nothing.
    await suite.advance(4 * DAY);
    await suite.advance(0);
    again = await as('admin');
    const later = await detail(again, created.id);
    expect(later.attributes.cyclesBilled).toBe(5);
    expect(later.attributes.invoices.map((invoice) => invoice.amount)).toEqual([
      1200, 1200, 1200, 1200, 1440,
    ]);
  });

  it('fails on the declining card, sends at most three reminders to the outbox, then halts', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin, { name: 'Declined' });
    const created = await subscribe(admin, plan.id, { paymentMethodId: 'tok_demo_0002' });
    expect(created.attributes.invoices[0]).toMatchObject({ status: 'unpaid' });
    expect(created.attributes.invoices[0]!.payments[0]!.result).toBe('fail');

    await suite.advance(30 * DAY);
    const halted = await detail(await as('admin'), created.id);
    expect(halted.attributes.status).toBe('halted');
    expect(halted.attributes.invoices).toHaveLength(1);
    const [invoice] = halted.attributes.invoices;
    expect(invoice!.reminders).toHaveLength(MAX_UNPAID_REMINDERS);
    expect(invoice!.payments).toHaveLength(MAX_UNPAID_REMINDERS + 1);
    expect(invoice!.payments.every((payment) => payment.result === 'fail')).toBe(true);
    const reminders = (await outbox()).filter((message) =>
      message.subject.startsWith('Payment reminder'),
    );
    expect(reminders.map((message) => message.subject)).toEqual([
      'Payment reminder 1 of 3: Declined',
      'Payment reminder 2 of 3: Declined',
      'Payment reminder 3 of 3: Declined',
    ]);
    // The retries were UNPAID_RETRY_INTERVAL_DAYS apart.
    const times = invoice!.payments.map((payment) => Date.parse(payment.createdAt));
    expect(times[1]! - times[0]!).toBe(UNPAID_RETRY_INTERVAL_DAYS * DAY);
  });

  it('sends SMS invoices and reminders to the phone for SMS collection', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin, { name: 'Texted' });
    // The first saved card pays SMS invoices; the demo customer's is the working one.
    await subscribe(admin, plan.id, {
      collectionMethod: 'sms',
      paymentMethodId: null,
      reminders: 1,
    });
    const sms = (
      (await suite.control.request('GET', '/__test/mail')).json.data as {
        channel: string;
        subject: string;
      }[]
    ).filter((message) => message.channel === 'sms');
    expect(sms.map((message) => message.subject)).toEqual(['Invoice 1 for Texted: 12.00 EUR']);
  });

  it('expires after N cycles and on a custom end date; cancels at period end', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin);
    const cycles = await subscribe(admin, plan.id, { ends: 'after-cycles', endsAfterCycles: 2 });
    const endDate = new Date(Date.parse(cycles.attributes.createdAt) + 3 * DAY)
      .toISOString()
      .slice(0, 10);
    const dated = await subscribe(admin, plan.id, { ends: 'custom-date', endDate });
    const cancelled = await subscribe(admin, plan.id);
    const pending = await admin.api.call(subscriptions.actions['subscriptions/cancel'], {
      id: cancelled.id,
      payload: { data: { type: 'subscription-cancel', attributes: { atPeriodEnd: true } } },
    });
    expect(pending.data.attributes).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    await suite.advance(10 * DAY);
    const again = await as('admin');
    const [a, b, c] = await Promise.all(
      [cycles, dated, cancelled].map((row) => detail(again, row.id)),
    );
    expect(a!.attributes).toMatchObject({ status: 'expired', cyclesBilled: 2 });
    expect(b!.attributes.status).toBe('expired');
    expect(b!.attributes.endedAt).toBe(`${endDate}T00:00:00.000Z`);
    expect(c!.attributes).toMatchObject({ status: 'cancelled', cyclesBilled: 1 });
  });

  it('bills nothing while paused and goes on from the resume', async () => {
    const admin = await as('admin');
    const plan = await createPlan(admin);
    const created = await subscribe(admin, plan.id);
    let client = admin;
    const call = (name: 'subscriptions/pause' | 'subscriptions/resume') =>
      client.api.call(subscriptions.actions[name], { id: created.id });
    expect((await call('subscriptions/pause')).data.attributes.status).toBe('paused');
    await suite.advance(5 * DAY);
    client = await as('admin');
    expect((await detail(client, created.id)).attributes.cyclesBilled).toBe(1);
    const resumed = await call('subscriptions/resume');
    expect(resumed.data.attributes).toMatchObject({ status: 'active', cyclesBilled: 2 });
    const again = await rejection(call('subscriptions/resume'));
    expect(again.errors[0]!.title).toBe(SUBSCRIPTION_ERRORS.notAllowed);
  });

  it('lists subscriptions with status, plan and customer filters; seeded demo subscriptions are there', async () => {
    const support = await as('support');
    const list = (filters: [string, string, string][]) =>
      support.api.call(subscriptions.actions['subscriptions/list'], {
        payload: {
          data: {
            type: 'list-request',
            attributes: { resourceId: retail, filters: filters as never },
          },
        },
      });
    const all = await list([]);
    expect(all.data.map((item) => item.attributes.status).sort()).toEqual([
      'active',
      'active',
      'cancelled',
      'paused',
      'trialling',
    ]);
    expect(
      (await list([['status', '=', 'paused']])).data.map((item) => item.attributes.planName),
    ).toEqual(['Coffee Box']);
    expect((await list([['planId', '=', 'pln_demo_pro']])).data).toHaveLength(1);
    const customerId = all.data[0]!.attributes.customerId;
    expect(
      (await list([['customerId', '=', customerId]])).data.every(
        (item) => item.attributes.customerId === customerId,
      ),
    ).toBe(true);
  });
});
