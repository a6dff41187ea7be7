import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  apiKeyGroupNames,
  apiKeyGroups,
  apiKeyLevelOf,
  createPermissions,
  isPermissionName,
  permissionId,
  permissionIds,
  permissionNameOf,
  permissionAreas,
  permissionNames,
  permissionsOfApiKeySelection,
  permissionsOfRole,
  roleNames,
  toPermissionIds,
  type PermissionName,
} from '../src/index';

const grant = (...names: PermissionName[]) => {
  const onUnknownPermission = vi.fn();
  return {
    permissions: createPermissions(toPermissionIds(names), { onUnknownPermission }),
    onUnknownPermission,
  };
};

describe('catalog', () => {
  it('holds every permission SPEC §6 names', () => {
    const spec = [
      'transactions.read.1',
      'refund.write',
      'api-keys.read',
      'api-keys.write',
      'webhook-endpoints.read',
      'webhook-endpoints.write',
      'reports.processing-transactions.read',
      'reports.settled-transactions.read',
      'payments',
      'charge.write',
      'projects.read',
      'settlement-payment-attributes.read',
      'users.read',
      'users.write',
      'identities.read',
      'identities.groups.read',
      'topics.read',
      'topics.all',
      'topics.supervisor',
      'messages.read.1',
      'payouts.requests.read',
      'rolling-reserve-payouts.requests.read',
      'wallet-payout-requests.read',
      'accounts.settlement.read',
      'accounts.read',
      'balances-total.read',
      'read-only',
      'transaction-statistics',
      'identities.resource-tree.read',
    ];
    expect(spec.filter((name) => !isPermissionName(name))).toEqual([]);
  });

  it('maps names to stable opaque ids: sha256("paydesk/permission/v1/" + name), 12 hex digits', () => {
    for (const name of permissionNames) {
      const expected = `p${createHash('sha256').update(`paydesk/permission/v1/${name}`).digest('hex').slice(0, 12)}`;
      expect(permissionId(name)).toBe(expected);
      expect(permissionId(name)).not.toContain(name.split('.')[0]);
    }
  });

  it('gives every permission its own id and maps ids back to names', () => {
    const ids = Object.values(permissionIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(permissionNameOf(permissionId('refund.write'))).toBe('refund.write');
    expect(permissionNameOf('p000000000000')).toBeUndefined();
  });
});

describe('checks', () => {
  it('checks a single permission against the opaque list', () => {
    const { permissions } = grant('transactions.read.1');
    expect(permissions.has('transactions.read.1')).toBe(true);
    expect(permissions.has('refund.write')).toBe(false);
    expect(permissions.ids.has(permissionId('transactions.read.1'))).toBe(true);
  });

  it('checks any-of from a comma list or an array', () => {
    const { permissions } = grant('reports.settled-transactions.read');
    expect(
      permissions.hasAny('reports.processing-transactions.read,reports.settled-transactions.read'),
    ).toBe(true);
    expect(
      permissions.hasAny('reports.processing-transactions.read, reports.settled-transactions.read'),
    ).toBe(true);
    expect(permissions.hasAny(['api-keys.read', 'api-keys.write'])).toBe(false);
    expect(permissions.hasAny([])).toBe(false);
  });

  it('checks all-of: payment links need payments, charge.write, projects.read and transactions.read.1', () => {
    const paymentLinks = [
      'payments',
      'charge.write',
      'projects.read',
      'transactions.read.1',
    ] as const;
    expect(grant(...paymentLinks).permissions.hasAll(paymentLinks)).toBe(true);
    expect(
      grant('payments', 'charge.write', 'projects.read').permissions.hasAll(paymentLinks),
    ).toBe(false);
    expect(grant().permissions.hasAll('payments,charge.write')).toBe(false);
    expect(grant().permissions.hasAll([])).toBe(true);
  });

  it('evaluates route meta of each type', () => {
    const { permissions } = grant('users.read');
    expect(permissions.allows({ type: 'single', permission: 'users.read' })).toBe(true);
    expect(permissions.allows({ type: 'any', permissions: ['users.read', 'users.write'] })).toBe(
      true,
    );
    expect(permissions.allows({ type: 'all', permissions: ['users.read', 'users.write'] })).toBe(
      false,
    );
  });

  it('reports and denies unknown names, even among granted ones', () => {
    const { permissions, onUnknownPermission } = grant('users.read');
    const untyped = 'users.read,users.raed' as string;
    expect(permissions.hasAll(untyped as 'users.read')).toBe(false);
    expect(permissions.hasAny(untyped as 'users.read')).toBe(true);
    expect(permissions.has('nope' as PermissionName)).toBe(false);
    expect(permissions.allows({ type: 'bogus' } as never)).toBe(false);
    expect(onUnknownPermission.mock.calls.map(([name]) => name)).toEqual([
      'users.raed',
      'users.raed',
      'nope',
      '<meta type bogus>',
    ]);
  });

  it('warns by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createPermissions([]).has('nope' as PermissionName);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    warn.mockRestore();
  });

  it('types comma lists', () => {
    const { permissions } = grant();
    // @ts-expect-error a typo in a comma list is a compile error
    permissions.hasAny('users.read,users.wirte');
    expect(permissions.hasAny('users.read,users.write')).toBe(false);
  });
});

describe('role presets', () => {
  const role = (name: (typeof roleNames)[number]) =>
    createPermissions(toPermissionIds(permissionsOfRole(name)), { onUnknownPermission: () => {} });

  it('admin sees and manages everything but is not read-only', () => {
    const admin = role('admin');
    expect(permissionNames.filter((name) => !admin.has(name))).toEqual(['read-only']);
  });

  it('custom starts empty', () => {
    expect(permissionsOfRole('custom')).toEqual([]);
  });

  it('developer sets up integrations and API keys', () => {
    const developer = role('developer');
    expect(developer.hasAll(['api-keys.write', 'webhook-endpoints.write', 'projects.read'])).toBe(
      true,
    );
    expect(developer.has('refund.write')).toBe(false);
  });

  it('disputes views disputes and submits evidence', () => {
    const disputes = role('disputes');
    expect(disputes.hasAll(['disputes.read', 'disputes.write'])).toBe(true);
    expect(disputes.has('read-only')).toBe(false);
    expect(disputes.has('refund.write')).toBe(false);
  });

  it('finance sees transactions, refunds payments and views disputes', () => {
    const finance = role('finance');
    expect(
      finance.hasAll(['transactions.read.1', 'refund.write', 'disputes.read', 'read-only']),
    ).toBe(true);
    expect(finance.has('disputes.write')).toBe(false);
  });

  it('support is read-only on transaction data', () => {
    const support = role('support');
    expect(support.hasAll(['transactions.read.1', 'read-only', 'disputes.read'])).toBe(true);
    const writes = permissionsOfRole('support').filter(
      (name) =>
        name.endsWith('.write') && !name.startsWith('topics') && !name.startsWith('messages'),
    );
    expect(writes).toEqual([]);
  });

  it('every preset member can see their organizations', () => {
    for (const name of roleNames.filter((name) => name !== 'custom')) {
      expect(role(name).has('identities.resource-tree.read')).toBe(true);
    }
  });
});

describe('API key groups', () => {
  it('has the 21 groups of SPEC §6', () => {
    expect(apiKeyGroupNames).toHaveLength(21);
  });

  it('makes Full a superset of View', () => {
    for (const name of apiKeyGroupNames) {
      const { view, full } = apiKeyGroups[name];
      expect(view.length).toBeGreaterThan(0);
      expect(view.every((permission) => full.includes(permission))).toBe(true);
    }
  });

  it('turns a selection into permissions and back', () => {
    const selected = permissionsOfApiKeySelection({ refunds: 'full', webhooks: 'view' });
    expect(selected).toEqual(['transactions.read.1', 'refund.write', 'webhook-endpoints.read']);
    const granted = new Set(selected);
    expect(apiKeyLevelOf('refunds', granted)).toBe('full');
    expect(apiKeyLevelOf('webhooks', granted)).toBe('view');
    expect(apiKeyLevelOf('charges', granted)).toBe('view');
    expect(apiKeyLevelOf('disputes', granted)).toBeUndefined();
    expect(apiKeyLevelOf('fees', new Set(['fees.read'] as const))).toBe('view');
  });
});

describe('permission areas', () => {
  it('hold every named permission exactly once', () => {
    const listed = Object.values(permissionAreas).flat();
    expect([...listed].sort()).toEqual([...permissionNames].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
