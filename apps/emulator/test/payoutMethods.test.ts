// Payout methods through the real api-client: the seeded methods, adding each kind with its checks at their
// fields, a card kept as BIN + last 4 only, one default per currency, the last method in use kept, permissions
// and a reset putting everything back.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYOUT_METHOD_ERRORS,
  money,
  type PayoutMethodCreate,
  type PayoutMethodUpdate,
} from '@paydesk/api-client';
import { DAY } from '../src/infra/time.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = (await suite.emulator.context.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE type = 'organization' AND name = 'Acme Retail'",
  ))!.id;
});

const methods = async (client: TestClient, currency?: string) =>
  (
    await client.api.call(money.actions['payout-methods/list'], {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: retail,
            ...(currency ? { filters: [['currency', '=', currency]] } : {}),
          },
        },
      },
    })
  ).data;

type Details = Omit<PayoutMethodCreate['data']['attributes'], 'resourceId'>;
const create = (client: TestClient, attributes: Details) =>
  client.api.call(money.actions['payout-methods/create'], {
    payload: { data: { type: 'payout-method', attributes: { resourceId: retail, ...attributes } } },
  });
const update = (
  client: TestClient,
  id: string,
  attributes: PayoutMethodUpdate['data']['attributes'],
) =>
  client.api.call(money.actions['payout-methods/update'], {
    id,
    payload: { data: { type: 'payout-method', attributes } },
  });

const bank = {
  kind: 'bank-account',
  currency: 'EUR',
  holderName: 'Acme Retail GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const;

describe('the seeded methods', () => {
  it('give each currency one default and every payout a method that exists', async () => {
    const admin = await as('admin');
    const all = await methods(admin);
    const kinds = new Set(all.map((method) => method.attributes.kind));
    expect(kinds).toEqual(new Set(['bank-account', 'card', 'wallet']));
    const currencies = new Set(all.map((method) => method.attributes.currency));
    for (const currency of currencies) {
      expect(
        all.filter((m) => m.attributes.currency === currency && m.attributes.isDefault),
      ).toHaveLength(1);
    }
    const orphans = await suite.emulator.context.db.all(
      'SELECT id FROM payouts WHERE payout_method_id NOT IN (SELECT id FROM payout_methods) LIMIT 1',
    );
    expect(orphans).toEqual([]);
    const card = all.find((method) => method.attributes.kind === 'card')!;
    expect(card.attributes).toMatchObject({ cardBin: '411111', cardLast4: '1111' });
  });
});

describe('adding and changing methods', () => {
  it('adds a bank account, pending until the provider verifies it', async () => {
    const admin = await as('admin');
    const made = await create(admin, bank);
    expect(made.data.attributes).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      verification: 'pending',
      isDefault: false,
    });
    // A day later the session has expired: sign in again.
    await suite.advance(DAY + 1);
    const later = (await methods(await as('admin'), 'EUR')).find(
      (method) => method.id === made.data.id,
    )!;
    expect(later.attributes.verification).toBe('verified');
  });

  it('refuses an invalid IBAN, a missing holder and a bad BIC, each at its field', async () => {
    const admin = await as('admin');
    const error = await rejection(
      create(admin, { ...bank, holderName: ' ', iban: 'DE89370400440532013001', bic: 'XX' }),
    );
    expect(error.fieldErrors()).toMatchObject({
      iban: [PAYOUT_METHOD_ERRORS.invalidIban],
      holderName: [PAYOUT_METHOD_ERRORS.required],
      bic: [PAYOUT_METHOD_ERRORS.invalidBic],
    });
  });

  it('takes a local account number with its bank code instead of an IBAN', async () => {
    const admin = await as('admin');
    const made = await create(admin, {
      kind: 'bank-account',
      currency: 'USD',
      holderName: 'Acme Retail Inc.',
      accountNumber: '000123456789',
      bankCode: '021000021',
    });
    expect(made.data.attributes).toMatchObject({ iban: null, accountNumber: '000123456789' });
    const missing = await rejection(
      create(admin, { kind: 'bank-account', currency: 'USD', holderName: 'Acme' }),
    );
    expect(missing.fieldErrors()).toMatchObject({
      iban: [PAYOUT_METHOD_ERRORS.ibanOrAccountNumber],
    });
  });

  it('keeps a card as BIN and last 4 only and refuses a number failing its check digit', async () => {
    const admin = await as('admin');
    const made = await create(admin, {
      kind: 'card',
      currency: 'EUR',
      holderName: 'Jane Doe',
      cardNumber: '5555 5555 5555 4444',
    });
    expect(made.data.attributes).toMatchObject({
      cardBin: '555555',
      cardLast4: '4444',
      cardBrand: 'mastercard',
    });
    const stored = await suite.emulator.context.db.get<Record<string, unknown>>(
      'SELECT * FROM payout_methods WHERE id = ?',
      [made.data.id],
    );
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
    const bad = await rejection(
      create(admin, {
        kind: 'card',
        currency: 'EUR',
        holderName: 'Jane',
        cardNumber: '4111111111111112',
      }),
    );
    expect(bad.fieldErrors()).toMatchObject({
      cardNumber: [PAYOUT_METHOD_ERRORS.invalidCardNumber],
    });
  });

  it('edits a method: new account details are verified again', async () => {
    const made = await create(await as('admin'), bank);
    await suite.advance(DAY + 1);
    const admin = await as('admin');
    const renamed = await update(admin, made.data.id, { ...bank, holderName: 'Acme Retail AG' });
    expect(renamed.data.attributes).toMatchObject({
      holderName: 'Acme Retail AG',
      verification: 'verified',
    });
    const moved = await update(admin, made.data.id, {
      holderName: 'Acme Retail AG',
      iban: 'GB29 NWBK 6016 1331 9268 19',
      bic: 'NWBKGB2L',
    });
    expect(moved.data.attributes.verification).toBe('pending');
    const refused = await rejection(update(admin, made.data.id, { ...bank, iban: 'GB00' }));
    expect(refused.fieldErrors()).toMatchObject({ iban: [PAYOUT_METHOD_ERRORS.invalidIban] });
  });
});

describe('defaults and removal', () => {
  it('keeps exactly one default per currency', async () => {
    const admin = await as('admin');
    const made = await create(admin, bank);
    await admin.api.call(money.actions['payout-methods/setDefault'], { id: made.data.id });
    const euro = await methods(admin, 'EUR');
    expect(euro.filter((method) => method.attributes.isDefault).map((m) => m.id)).toEqual([
      made.data.id,
    ]);
    // Removing the default hands over to the oldest other one.
    await admin.api.call(money.actions['payout-methods/remove'], { id: made.data.id });
    const after = await methods(admin, 'EUR');
    expect(after.map((method) => method.id)).not.toContain(made.data.id);
    expect(after.filter((method) => method.attributes.isDefault)).toHaveLength(1);
  });

  it('refuses to remove the last method of a currency in use', async () => {
    const admin = await as('admin');
    const usd = await methods(admin, 'USD');
    // The wallet goes; the bank account is then the last USD method.
    const [last, ...others] = [...usd].sort((a) => (a.attributes.isDefault ? -1 : 1));
    for (const other of others)
      await admin.api.call(money.actions['payout-methods/remove'], { id: other.id });
    const error = await rejection(
      admin.api.call(money.actions['payout-methods/remove'], { id: last!.id }),
    );
    expect(error.errors[0]!.title).toBe(PAYOUT_METHOD_ERRORS.lastMethod);
    expect((await methods(admin, 'USD')).map((method) => method.id)).toEqual([last!.id]);
  });

  it('makes the first method of a new currency its default and lets it go', async () => {
    const admin = await as('admin');
    const made = await create(admin, {
      ...bank,
      currency: 'CHF',
      iban: 'CH9300762011623852957',
      bic: 'UBSWCHZH80A',
    });
    expect(made.data.attributes.isDefault).toBe(true);
    await admin.api.call(money.actions['payout-methods/remove'], { id: made.data.id });
    expect(await methods(admin, 'CHF')).toEqual([]);
  });
});

describe('permissions and reset', () => {
  it('lets finance read but not write, and support not even read', async () => {
    const finance = await as('finance');
    const [first] = await methods(finance);
    expect((await rejection(create(finance, bank))).errors[0]!.code).toBe('forbidden');
    expect(
      (
        await rejection(
          finance.api.call(money.actions['payout-methods/setDefault'], { id: first!.id }),
        )
      ).errors[0]!.code,
    ).toBe('forbidden');
    const support = await as('support');
    expect((await rejection(methods(support))).errors[0]!.code).toBe('forbidden');
  });

  it('puts the seeded methods back and drops the added ones', async () => {
    const admin = await as('admin');
    const before = await methods(admin);
    const made = await create(admin, bank);
    await admin.api.call(money.actions['payout-methods/setDefault'], { id: made.data.id });
    await update(admin, before[0]!.id, { ...bank, holderName: 'Changed' });
    await suite.control.request('POST', '/__test/reset');
    expect(await methods(await as('admin'))).toEqual(before);
  });
});
