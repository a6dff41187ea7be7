// Transfers to a card through the real api-client: a valid transfer becomes a transfer transaction (on the
// transfers and transactions lists) keeping only BIN and last 4; every card error of SPEC §5 at its field;
// one transfer per requestReference; permissions enforced whatever the UI shows.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, transfers, type TransferCreate } from '@paydesk/api-client';
import { Browser } from './support/emulator.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;
let webShop: string;

beforeAll(async () => {
  const idOf = async (name: string) =>
    (await suite.emulator.context.db.get<{ id: string }>(
      'SELECT id FROM resources WHERE name = ?',
      [name],
    ))!.id;
  retail = await idOf('Acme Retail');
  webShop = await idOf('Retail Web Shop');
});

/** The emulator clock's month as `MM/YY`, moved by `months`. */
const expiryIn = (months: number) => {
  const now = new Date(suite.emulator.context.clock.now());
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCFullYear() % 100).padStart(2, '0')}`;
};

const transfer = (attributes: Partial<TransferCreate['data']['attributes']> = {}) => ({
  payload: {
    data: {
      type: 'transfer' as const,
      attributes: {
        resourceId: webShop,
        amount: 12_345,
        currency: 'EUR',
        cardNumber: '4111 1111 1111 1111',
        expiry: expiryIn(0),
        cvc: '123',
        holderName: 'Jane Doe',
        description: 'Winnings payout',
        ...attributes,
      },
    },
  },
});

describe('transfers/create', () => {
  it('creates a transfer transaction keeping only BIN and last 4, listed with transfers and transactions', async () => {
    const admin = await as('admin');
    const { data } = await admin.api.call(transfers.actions['transfers/create'], transfer());
    expect(data.attributes).toMatchObject({
      type: 'transfer',
      status: 'successful',
      result: 'success',
      amount: 12_345,
      currency: 'EUR',
      payMethod: 'card',
      meta: { description: 'Winnings payout' },
      card: { brand: 'visa', bin: '411111', last4: '1111', holderName: 'Jane Doe' },
    });
    expect(data.relationships.project.data.id).toBe(webShop);

    const stored = await suite.emulator.context.db.get<Record<string, unknown>>(
      'SELECT * FROM transactions WHERE id = ?',
      [data.id],
    );
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('"123"');
    expect(everything).not.toMatch(/cvc/i);

    const list = await admin.api.call(transfers.actions['transfers/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    expect(list.data[0]!.id).toBe(data.id);
    expect(list.data.every((item) => item.attributes.type === 'transfer')).toBe(true);
    const searched = await admin.api.call(payments.actions['transactions/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: { resourceId: retail, filters: [['search', '=', data.id]] },
        },
      },
    });
    expect(searched.data.map((item) => item.id)).toEqual([data.id]);
    const read = await admin.api.call(transfers.actions['transfers/get'], { id: data.id });
    expect(read.data.attributes.card?.last4).toBe('1111');
  });

  it('answers every card error of SPEC §5 at its field, all at once', async () => {
    const admin = await as('admin');
    const error = await rejection(
      admin.api.call(
        transfers.actions['transfers/create'],
        transfer({
          cardNumber: '4111 1111 1111 1112',
          expiry: '13/30',
          cvc: '12',
          holderName: 'J',
        }),
      ),
    );
    expect(error.fieldErrors()).toEqual({
      cardNumber: ['Invalid card number'],
      expiry: ['Invalid expiry date'],
      cvc: ['Invalid CVC'],
      holderName: ['Invalid cardholder name'],
    });
    const expired = await rejection(
      admin.api.call(transfers.actions['transfers/create'], transfer({ expiry: expiryIn(-1) })),
    );
    expect(expired.fieldErrors()).toEqual({ expiry: ['Card expired'] });
    const amex = await rejection(
      admin.api.call(
        transfers.actions['transfers/create'],
        transfer({ cardNumber: '378282246310005', cvc: '123' }),
      ),
    );
    expect(amex.fieldErrors()).toEqual({ cvc: ['Invalid CVC'] });
  });

  it('makes one transfer for one requestReference', async () => {
    const browser = new Browser(suite.emulator.url);
    await browser.signIn('admin@paydesk.test');
    const requestReference = randomUUID();
    const ids: string[] = [];
    for (let call = 0; call < 2; call++) {
      const ack = await browser.request('POST', '/api/transfers', {
        data: { requestReference, action: 'transfers/create', payload: transfer().payload },
      });
      expect(ack.status).toBe(202);
      let answer;
      for (let attempt = 0; attempt < 200 && answer?.status !== 200; attempt++) {
        answer = await browser.request('GET', `/api/answers/${requestReference}`);
        if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      ids.push(answer!.json.document.data.id);
    }
    expect(new Set(ids).size).toBe(1);
    expect(suite.emulator.context.effects.get(requestReference)).toBe(1);
  });

  it('needs transfer.write to send and transactions.read to read; other transactions are not transfers', async () => {
    const support = await as('support');
    const refused = await rejection(
      support.api.call(transfers.actions['transfers/create'], transfer()),
    );
    expect(refused.code).toBe('forbidden');
    const list = await support.api.call(transfers.actions['transfers/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: webShop } } },
    });
    expect(list.data.length).toBeGreaterThan(0);
    const charge = await suite.emulator.context.db.get<{ id: string }>(
      "SELECT id FROM transactions WHERE project_id = ? AND type = 'charge' LIMIT 1",
      [webShop],
    );
    const notTransfer = await rejection(
      support.api.call(transfers.actions['transfers/get'], { id: charge!.id }),
    );
    expect(notTransfer.code).toBe('not-found');
    const organization = await rejection(
      (await as('admin')).api.call(
        transfers.actions['transfers/create'],
        transfer({ resourceId: retail }),
      ),
    );
    expect(organization.code).toBe('not-found');
  });
});
