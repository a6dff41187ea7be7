// Antifraud rules and lists through the real api-client and the public payment page: a block rule on a BIN refuses
// the next payment with the fraud result code and the rule named on the transaction, an allow list overrides it,
// the dry run counts what the transactions list shows for the same filter, a CSV with one bad line imports nothing
// and names the line, clause values are refused at their field, and antifraud.read/.write are enforced.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANTIFRAUD_ERRORS,
  antifraud,
  FRAUD_RESULT_CODE,
  paymentLinks,
  payments,
  type AntifraudClause,
} from '@paydesk/api-client';
import type { TestClient } from './support/client.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';
import { emulatorSuite } from './support/suite.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;
let shop: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
  shop = (await suite.emulator.context.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE type = 'project' AND name = 'Retail Web Shop'",
  ))!.id;
});

const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holderName: 'Jane Buyer',
};

const createRule = (
  client: TestClient,
  name: string,
  conditions: AntifraudClause[],
  action = 'block',
) =>
  client.api.call(antifraud.actions['antifraud-rules/create'], {
    payload: {
      data: {
        type: 'antifraud-rule',
        attributes: {
          resourceId: retail,
          name,
          action: action as 'block',
          priority: 10,
          conditions,
        },
      },
    },
  });

async function pay(client: TestClient, email = 'buyer@example.com') {
  const { data } = await client.api.call(paymentLinks.actions['payment-links/create'], {
    payload: {
      data: {
        type: 'payment-link',
        attributes: {
          resourceId: shop,
          description: 'Order 77',
          amount: 1500,
          currencies: ['EUR'],
          methods: ['card'],
          customerEmail: email,
          notifyBy: 'email',
        },
      },
    },
  });
  const response = await fetch(`${suite.emulator.url}/pay/${data.attributes.token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(suite.emulator.url).origin,
    },
    body: new URLSearchParams({ ...card, currency: 'EUR' }).toString(),
  });
  const list = await client.api.call(payments.actions['transactions/list'], {
    payload: {
      data: {
        type: 'list-request',
        attributes: { resourceId: retail, filters: [['paymentLinkId', '=', data.id]] },
      },
    },
  });
  return { status: response.status, transaction: list.data[0]! };
}

describe('antifraud', () => {
  it('blocks the next payment with a blocked BIN, names the rule on the transaction; an allow list overrides it', async () => {
    const admin = await as('admin');
    const { data: rule } = await createRule(admin, 'Block test BIN', [
      { field: 'cardBin', operator: 'eq', value: '424242' },
    ]);
    const blocked = await pay(admin);
    expect(blocked.status).toBe(402);
    expect(blocked.transaction.attributes).toMatchObject({
      status: 'failed',
      result: 'fail',
      resultCode: FRAUD_RESULT_CODE,
      fraud: { action: 'block', source: 'rule', id: rule.id, name: 'Block test BIN' },
    });

    await admin.api.call(antifraud.actions['antifraud-lists/add'], {
      payload: {
        data: {
          type: 'antifraud-list-entry',
          attributes: {
            resourceId: retail,
            listType: 'allow',
            kind: 'email',
            value: 'VIP@example.com',
          },
        },
      },
    });
    const allowed = await pay(admin, 'vip@example.com');
    expect(allowed.status).toBe(303);
    expect(allowed.transaction.attributes).toMatchObject({ status: 'successful', fraud: null });

    await admin.api.call(antifraud.actions['antifraud-rules/setEnabled'], {
      id: rule.id,
      payload: {
        data: {
          type: 'antifraud-rule-enabled',
          attributes: { resourceId: retail, enabled: false },
        },
      },
    });
    expect((await pay(admin)).status).toBe(303);
  });

  it('flags a payment a review rule matches, and lets it through', async () => {
    const admin = await as('admin');
    await createRule(
      admin,
      'Review big EUR',
      [
        { field: 'currency', operator: 'eq', value: 'eur' },
        { field: 'amount', operator: 'gt', value: '1000' },
      ],
      'review',
    );
    const flagged = await pay(admin);
    expect(flagged.status).toBe(303);
    expect(flagged.transaction.attributes).toMatchObject({
      status: 'successful',
      fraud: { action: 'review', name: 'Review big EUR' },
    });
  });

  it('counts in a dry run exactly the charges the transactions list shows for the same filter', async () => {
    const admin = await as('admin');
    const conditions: AntifraudClause[] = [
      { field: 'currency', operator: 'eq', value: 'EUR' },
      { field: 'amount', operator: 'gt', value: '5000' },
    ];
    const { data } = await admin.api.call(antifraud.actions['antifraud-rules/dryRun'], {
      payload: {
        data: { type: 'antifraud-dry-run', attributes: { resourceId: retail, conditions } },
      },
    });
    const { from, to, matched } = data.attributes;
    let count = 0;
    let after: string | undefined;
    do {
      const page = await admin.api.call(payments.actions['transactions/list'], {
        payload: {
          data: {
            type: 'list-request',
            attributes: {
              resourceId: retail,
              page: { size: 500, ...(after ? { after } : {}) },
              filters: [
                ['type', '=', 'charge'],
                ['currency', '=', 'EUR'],
                ['amount', '>=', 5001],
                ['createdAt', '>=', from],
                ['createdAt', '<', to],
              ],
            },
          },
        },
      });
      count += page.data.length;
      after = page.meta.page.after ?? undefined;
    } while (after);
    expect(matched).toBeGreaterThan(0);
    expect(matched).toBe(count);
  });

  it('refuses clause values at their field', async () => {
    const admin = await as('admin');
    const error = await rejection(
      createRule(admin, 'Bad', [
        { field: 'currency', operator: 'eq', value: 'EUR' },
        { field: 'cardBin', operator: 'eq', value: '42' },
        { field: 'ip', operator: 'inCidr', value: '10.0.0.0/99' },
      ]),
    );
    expect(error.errors.map((e) => [e.source?.pointer, e.title])).toEqual([
      ['/data/attributes/conditions/1/value', ANTIFRAUD_ERRORS.bin],
      ['/data/attributes/conditions/2/value', ANTIFRAUD_ERRORS.cidr],
    ]);
  });

  it('imports a CSV whole or not at all, naming the bad line, and exports it back', async () => {
    const admin = await as('admin');
    const list = { resourceId: retail, listType: 'block' as const, kind: 'ip' as const };
    const entries = async () =>
      (
        await admin.api.call(antifraud.actions['antifraud-lists/entries'], {
          payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
        })
      ).data.length;
    const csv = (text: string) =>
      admin.api.call(antifraud.actions['antifraud-lists/import'], {
        payload: { data: { type: 'antifraud-list-import', attributes: { ...list, csv: text } } },
      });
    const error = await rejection(csv('value,note\n192.0.2.1,one\n10.0.0.0/8\nnot-an-ip,bad\n'));
    expect(error.errors.map((e) => e.title)).toEqual([`Line 4: ${ANTIFRAUD_ERRORS.cidr}`]);
    expect(await entries()).toBe(0);
    const { data } = await csv('value,note\n192.0.2.1,one\n10.0.0.0/8\n');
    expect(data.attributes.imported).toBe(2);
    expect(await entries()).toBe(2);
    const exported = await admin.api.call(antifraud.actions['antifraud-lists/export'], {
      payload: { data: { type: 'antifraud-list-export', attributes: list } },
    });
    expect(exported.data.attributes.csv).toBe('value,note\n192.0.2.1,one\n10.0.0.0/8,\n');
  });

  it('needs antifraud.read to read and antifraud.write to change', async () => {
    const support = await as('support');
    const error = await rejection(
      support.api.call(antifraud.actions['antifraud-rules/list'], {
        payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
      }),
    );
    expect(error.titles).toEqual(['You are not allowed to perform this action']);
  });
});
