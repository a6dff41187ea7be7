import { money } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { describe, expect, it } from 'vitest';
import { isLedgerQueryOf, knownAccountIds } from './ledgerUpdates';

const key = (action: keyof typeof money.actions, call: { id?: string; resourceId?: string }) =>
  actionKeys.call(
    money.actions[action],
    {
      id: call.id,
      payload: call.resourceId
        ? { data: { attributes: { resourceId: call.resourceId } } }
        : undefined,
    } as never,
    'table',
  );

const query = (queryKey: readonly unknown[], data?: unknown) => ({
  queryKey,
  state: { data } as never,
});

const account = (id: string, organizationId: string) => ({
  type: 'account',
  id,
  attributes: { organizationId },
});

const cached = [
  query(key('accounts/list', { resourceId: 'org_1' }), [account('acc_eur', 'org_1')]),
  query(key('balances/get', { resourceId: 'org_1' }), {
    data: { attributes: { currencies: [{ accountId: 'acc_usd' }] } },
  }),
  query(key('accounts/get', { id: 'acc_jpy' }), { data: account('acc_jpy', 'org_1') }),
  query(key('accounts/get', { id: 'acc_other' }), { data: account('acc_other', 'org_2') }),
];

describe('ledger updates', () => {
  it("knows an organization's accounts from its cached lists, balances and account details", () => {
    expect(knownAccountIds(cached, 'org_1')).toEqual(new Set(['acc_eur', 'acc_usd', 'acc_jpy']));
    expect(knownAccountIds(cached, 'org_2')).toEqual(new Set(['acc_other']));
  });

  it("marks the organization's balances, accounts and its accounts' entries, and nothing else", () => {
    const ids = knownAccountIds(cached, 'org_1');
    const stale = (queryKey: readonly unknown[]) => isLedgerQueryOf({ queryKey }, 'org_1', ids);
    expect(stale(key('balances/get', { resourceId: 'org_1' }))).toBe(true);
    expect(stale(key('accounts/list', { resourceId: 'org_1' }))).toBe(true);
    expect(stale(key('accounts/get', { id: 'acc_jpy' }))).toBe(true);
    expect(stale(key('accounts/listEntries', { resourceId: 'acc_eur' }))).toBe(true);
    expect(stale(key('balances/get', { resourceId: 'org_2' }))).toBe(false);
    expect(stale(key('accounts/get', { id: 'acc_other' }))).toBe(false);
    expect(stale(key('accounts/listEntries', { resourceId: 'acc_other' }))).toBe(false);
    expect(stale(key('payouts/list', { resourceId: 'org_1' }))).toBe(false);
  });
});
