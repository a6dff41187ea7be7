import { moneyPermissions } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { readAccounts } from '../accounts';
import { readBalances } from './permissions';

describe('money screen guards', () => {
  it('ask for what the emulator checks on the actions behind the screens', () => {
    expect(readBalances).toEqual({
      type: 'single',
      permission: moneyPermissions['balances/get'][0],
    });
    expect(moneyPermissions['balances/get']).toHaveLength(1);
    for (const action of ['accounts/list', 'accounts/get', 'accounts/listEntries'] as const) {
      expect(moneyPermissions[action]).toEqual(['accounts.read']);
    }
    expect(readAccounts).toEqual({ type: 'single', permission: 'accounts.read' });
  });
});
