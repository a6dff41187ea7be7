// Payment links through the real api-client and the public page over plain HTTP: the seeded links, creating one
// with its checks at their fields, S2S projects refused with the spec's text, paying with test cards (a real
// transaction on the link, the card kept as BIN + last 4), partial payments, reminders and expiry following the
// emulator clock, disabling, and the permissions of SPEC §6.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_LINK_ERRORS,
  paymentLinks,
  payments,
  type PaymentLinkCreate,
} from '@paydesk/api-client';
import { sendDueReminders } from '../src/domain/paymentLinks/job.js';
import { DAY } from '../src/infra/time.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;
let shop: string;
let sandbox: string;

beforeAll(async () => {
  const id = async (type: string, name: string) =>
    (await suite.emulator.context.db.get<{ id: string }>(
      'SELECT id FROM resources WHERE type = ? AND name = ?',
      [type, name],
    ))!.id;
  retail = await id('organization', 'Acme Retail');
  shop = await id('project', 'Retail Web Shop');
  sandbox = await id('project', 'Retail Web Shop Sandbox');
});

type Fields = Omit<PaymentLinkCreate['data']['attributes'], 'resourceId'>;
const invoice: Fields = {
  description: 'Invoice 2001',
  amount: 4990,
  currencies: ['EUR'],
  methods: ['card'],
  customerEmail: 'buyer@example.com',
  notifyBy: 'email',
};

const create = (client: TestClient, attributes: Fields, resourceId = shop) =>
  client.api.call(paymentLinks.actions['payment-links/create'], {
    payload: { data: { type: 'payment-link', attributes: { resourceId, ...attributes } } },
  });
const get = (client: TestClient, id: string) =>
  client.api.call(paymentLinks.actions['payment-links/get'], { id });
const list = (client: TestClient, filters: [string, string, unknown][] = []) =>
  client.api.call(paymentLinks.actions['payment-links/list'], {
    payload: {
      data: {
        type: 'list-request',
        attributes: { resourceId: retail, filters: filters as never },
      },
    },
  });

const now = () => suite.emulator.context.clock.now();
const mail = async () =>
  (await suite.control.request('GET', '/__test/mail')).json.data as {
    to: string;
    subject: string;
    link: string | null;
  }[];

/** The public page, as a customer's browser asks for it (a form post from the page itself, no cookies). */
const page = async (path: string, form?: Record<string, string>, origin?: string) => {
  const response = await fetch(`${suite.emulator.url}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form
      ? {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: origin ?? new URL(suite.emulator.url).origin,
          },
          body: new URLSearchParams(form).toString(),
        }
      : {}),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holderName: 'Jane Buyer',
};

describe('payment links', () => {
  it('lists the seeded links with their statuses, filtered by status and text', async () => {
    const admin = await as('admin');
    const all = await list(admin);
    expect(all.data.map((link) => link.attributes.status).sort()).toEqual([
      'active',
      'active',
      'disabled',
      'expired',
      'paid',
      'partially-paid',
    ]);
    const paid = await list(admin, [['status', 'in', ['paid', 'partially-paid']]]);
    expect(paid.data.map((link) => link.attributes.description).sort()).toEqual([
      'Order 981',
      'Workshop deposit',
    ]);
    const found = await list(admin, [['search', 'like', 'gift']]);
    expect(found.data.map((link) => link.attributes.description)).toEqual(['Gift card']);
    expect(found.data[0]!.attributes.downloads).toEqual([]);
  });

  it('creates a link, tells the customer, and refuses server-to-server projects with the spec text', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, {
      ...invoice,
      expirable: true,
      expiresAt: new Date(now() + 10 * DAY).toISOString(),
      reminderDays: 2,
    });
    expect(data.attributes).toMatchObject({
      status: 'active',
      projectId: shop,
      organizationId: retail,
      reminderDays: 2,
      expirable: true,
      paidCount: 0,
    });
    expect((await mail()).some((m) => m.subject.includes('Payment request: Invoice 2001'))).toBe(
      true,
    );
    const refused = await rejection(create(admin, invoice, sandbox));
    expect(refused.fieldErrors()).toEqual({ resourceId: [PAYMENT_LINK_ERRORS.serverToServer] });
  });

  it('refuses inconsistent fields, each at its field', async () => {
    const admin = await as('admin');
    const error = await rejection(
      create(admin, {
        ...invoice,
        customerEmail: null,
        currencies: ['EUR', 'JPY'],
        adjustableAmount: true,
        minAmount: 5000,
        maxAmount: 1000,
        reminderDays: 7,
        travel: true,
        definedCustomers: true,
      }),
    );
    expect(error.fieldErrors()).toEqual({
      minAmount: [PAYMENT_LINK_ERRORS.boundsOrder],
      currencies: [PAYMENT_LINK_ERRORS.currencyExponents],
      reminderDays: [PAYMENT_LINK_ERRORS.remindersNeedExpiry],
      customerEmail: [PAYMENT_LINK_ERRORS.required],
      customers: [PAYMENT_LINK_ERRORS.customersRequired],
      travelData: [PAYMENT_LINK_ERRORS.travelDataRequired],
    });
  });

  it('takes a card payment on the public page: a real transaction on the link, which turns paid', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, invoice);
    const path = `/pay/${data.attributes.token}`;
    const form = await page(path);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(form.html).toContain('Invoice 2001');
    expect(form.html).not.toContain('<script');

    const invalid = await page(path, {
      ...card,
      cardNumber: '4242 4242 4242 4241',
      currency: 'EUR',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.html).toContain('Invalid card number');

    const foreign = await page(path, { ...card, currency: 'EUR' }, 'https://evil.example');
    expect(foreign.status).toBe(403);

    const declined = await page(path, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
      currency: 'EUR',
    });
    expect(declined.status).toBe(402);
    expect((await get(admin, data.id)).data.attributes.status).toBe('active');

    const paid = await page(path, { ...card, currency: 'EUR' });
    expect(paid.status).toBe(303);
    const receipt = await page(paid.headers.get('location')!);
    expect(receipt.html).toContain('Payment successful');
    expect(receipt.html).toContain('49.90 EUR');

    const link = (await get(admin, data.id)).data.attributes;
    expect(link).toMatchObject({ status: 'paid', paidCount: 1, paidAmount: 4990 });
    const trx = await admin.api.call(payments.actions['transactions/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: retail, filters: [['paymentLinkId', '=', data.id]] },
        },
      },
    });
    expect(trx.data.map((t) => [t.attributes.status, t.attributes.amount])).toEqual([
      ['successful', 4990],
      ['failed', 4990],
    ]);
    expect(trx.data[0]!.relationships.paymentLink.data?.id).toBe(data.id);
    expect(trx.data[0]!.attributes.card).toMatchObject({ bin: '424242', last4: '4242' });
    const stored = await suite.emulator.context.db.all<{ details: string }>(
      'SELECT details FROM transactions WHERE payment_link_id = ?',
      [data.id],
    );
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect((await mail()).some((m) => m.subject.includes('Payment received: Invoice 2001'))).toBe(
      true,
    );
    expect((await page(path)).html).toContain(PAYMENT_LINK_ERRORS.notAvailable);
  });

  it('takes partial payments until the amount is paid; reusable links stay active', async () => {
    const admin = await as('admin');
    const partial = (await create(admin, { ...invoice, notifyBy: null, partialPayment: true }))
      .data;
    const path = `/pay/${partial.attributes.token}`;
    expect((await page(path, { ...card, currency: 'EUR', amount: '20' })).status).toBe(303);
    expect((await get(admin, partial.id)).data.attributes.status).toBe('partially-paid');
    expect((await page(path, { ...card, currency: 'EUR', amount: '30' })).status).toBe(422);
    expect((await page(path, { ...card, currency: 'EUR', amount: '29.90' })).status).toBe(303);
    expect((await get(admin, partial.id)).data.attributes).toMatchObject({
      status: 'paid',
      paidAmount: 4990,
    });
    const reusable = (await create(admin, { ...invoice, notifyBy: null, reusable: true })).data;
    for (let i = 0; i < 2; i++)
      await page(`/pay/${reusable.attributes.token}`, { ...card, currency: 'EUR' });
    expect((await get(admin, reusable.id)).data.attributes).toMatchObject({
      status: 'active',
      paidCount: 2,
    });
  });

  it('sends the reminder once before expiry, then the link expires with the clock', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, {
      ...invoice,
      notifyBy: 'sms',
      customerPhone: '+49 151 2345 6789',
      expirable: true,
      expiresAt: new Date(now() + 3 * DAY).toISOString(),
      reminderDays: 1,
    });
    const reminders = async () =>
      (await mail()).filter((m) => m.subject.includes('Reminder: Invoice 2001'));
    await sendDueReminders(suite.emulator.context, now());
    expect(await reminders()).toHaveLength(0);
    // The clock's jobs run after the advance; running the job again at the same time sends nothing.
    await suite.advance(2 * DAY + 60_000);
    expect(await sendDueReminders(suite.emulator.context, now())).toBe(0);
    expect((await reminders()).map((m) => m.to)).toEqual(['+4915123456789']);
    await suite.advance(DAY);
    // The session did not outlive three days of clock: sign in again.
    expect((await get(await as('admin'), data.id)).data.attributes.status).toBe('expired');
    const expired = await page(`/pay/${data.attributes.token}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(PAYMENT_LINK_ERRORS.notAvailable);
  });

  it('disables a link: its page is unavailable and it can no longer be changed', async () => {
    const admin = await as('admin');
    const { data } = await create(admin, invoice);
    const disabled = await admin.api.call(paymentLinks.actions['payment-links/disable'], {
      id: data.id,
    });
    expect(disabled.data.attributes.status).toBe('disabled');
    expect((await page(`/pay/${data.attributes.token}`)).html).toContain(
      PAYMENT_LINK_ERRORS.notAvailable,
    );
    const refused = await rejection(
      admin.api.call(paymentLinks.actions['payment-links/update'], {
        id: data.id,
        payload: { data: { type: 'payment-link', attributes: invoice } },
      }),
    );
    expect(refused.errors[0]!.code).toBe('disabled');
  });

  it('needs all of payments, charge.write, projects.read and transactions.read (SPEC §6)', async () => {
    const finance = await as('finance');
    expect((await rejection(list(finance))).errors[0]!.code).toBe('forbidden');
    expect((await rejection(create(finance, invoice))).errors[0]!.code).toBe('forbidden');
  });
});
