import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LedgerEntrySchema,
  money,
  moneyPermissions,
  PayoutRequestCreateSchema,
  SettlementSchema,
} from '../src/index';

describe('money area', () => {
  it('declares balances, accounts, payouts, payout requests, rolling reserves, settlements and payout methods', () => {
    expect(Object.keys(money.actions)).toEqual([
      'balances/get',
      'accounts/list',
      'accounts/get',
      'accounts/listEntries',
      'payouts/list',
      'payouts/get',
      'payout-requests/list',
      'payout-requests/create',
      'rolling-reserves/list',
      'rolling-reserves/get',
      'settlements/list',
      'settlements/get',
      'payout-methods/list',
      'payout-methods/create',
      'payout-methods/update',
      'payout-methods/remove',
      'payout-methods/setDefault',
    ]);
    // Every action names the SPEC §6 permissions it needs.
    expect(Object.keys(moneyPermissions).sort()).toEqual(Object.keys(money.actions).sort());
    expect(money.actions['payout-requests/create'].moneyMoving).toBe(true);
  });

  it('takes payout requests in whole minor units', () => {
    const request = (amount: unknown) => ({
      data: {
        type: 'payout-request',
        attributes: { resourceId: 'org-1', amount, currency: 'EUR', payoutMethodId: 'pm_1' },
      },
    });
    expect(v.safeParse(PayoutRequestCreateSchema, request(1050)).success).toBe(true);
    expect(v.safeParse(PayoutRequestCreateSchema, request(10.5)).success).toBe(false);
    expect(v.safeParse(PayoutRequestCreateSchema, request(0)).success).toBe(false);
  });

  it('reads entries with a positive amount and a direction, and settlements with a signed net', () => {
    const entry = {
      type: 'ledger-entry',
      id: 'trx:trx_1:0',
      attributes: {
        accountId: 'acc_1',
        bucket: 'available',
        direction: 'debit',
        amount: 1234,
        currency: 'EUR',
        reason: 'refund',
        transactionId: 'trx_1',
        payoutId: null,
        settlementId: null,
        balanceAfter: -20,
        createdAt: '2026-11-25T10:00:00.000Z',
      },
    };
    expect(v.safeParse(LedgerEntrySchema, entry).success).toBe(true);
    expect(
      v.safeParse(LedgerEntrySchema, { ...entry, attributes: { ...entry.attributes, amount: -1 } })
        .success,
    ).toBe(false);
    const settlement = {
      type: 'settlement',
      id: 'stl_20261120_EUR_org_1',
      attributes: {
        organizationId: 'org_1',
        currency: 'EUR',
        periodStart: '2026-11-20T00:00:00.000Z',
        periodEnd: '2026-11-21T00:00:00.000Z',
        settledAt: '2026-11-23T00:00:00.000Z',
        gross: 100,
        fees: 5,
        refunds: 200,
        chargebacks: 0,
        reserveHeld: 0,
        net: -105,
        payoutId: null,
      },
    };
    expect(v.safeParse(SettlementSchema, settlement).success).toBe(true);
  });
});
