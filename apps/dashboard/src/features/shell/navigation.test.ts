import { createPermissions, permissionIds, permissionsOfRole } from '@paydesk/permissions';
import { describe, expect, it } from 'vitest';
import { isGroup, visibleNavigation, type NavEntry } from './navigation';

const ids = (entries: NavEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.items.map((item) => item.id) : [entry.id]));

const role = (name: Parameters<typeof permissionsOfRole>[0]) =>
  createPermissions([...permissionsOfRole(name)].map((permission) => permissionIds[permission]));

describe('visibleNavigation', () => {
  it('shows Projects and Settings to everyone', () => {
    expect(
      ids(visibleNavigation(createPermissions([]), { hasLegacyPayoutRequests: true })),
    ).toEqual(['projects', 'settings']);
  });

  it('shows an admin every entry, and legacy payout requests only when the organization has them', () => {
    const admin = role('admin');
    const withLegacy = ids(visibleNavigation(admin, { hasLegacyPayoutRequests: true }));
    expect(withLegacy).toEqual(
      expect.arrayContaining(['payout-requests', 'legacy-payout-requests']),
    );
    expect(withLegacy).toEqual(
      expect.arrayContaining([
        'dashboard',
        'transactions',
        'disputes-list',
        'team',
        'api-keys',
        'translations',
        'antifraud',
        'mailbox',
      ]),
    );
    // The payout requests made from the dashboard are there either way.
    const withoutLegacy = ids(visibleNavigation(admin, { hasLegacyPayoutRequests: false }));
    expect(withoutLegacy).toContain('payout-requests');
    expect(withoutLegacy).not.toContain('legacy-payout-requests');
  });

  it('shows disputes to the disputes role, whose preset has disputes.read but not read-only', () => {
    expect(ids(visibleNavigation(role('disputes'), { hasLegacyPayoutRequests: false }))).toEqual(
      expect.arrayContaining(['disputes-list', 'aggregated-disputes']),
    );
  });

  it('hides what support may not open and drops groups left empty', () => {
    const support = visibleNavigation(role('support'), { hasLegacyPayoutRequests: false });
    expect(ids(support)).toContain('transactions');
    // Transfers are transactions: support reads them (sending one is gated on the page by transfer.write).
    expect(ids(support)).toContain('transfers');
    expect(ids(support)).not.toEqual(expect.arrayContaining(['team']));
    expect(ids(support)).not.toContain('api-keys');
    expect(ids(support)).not.toContain('translations');
    expect(ids(support)).not.toContain('antifraud');
    expect(support.filter(isGroup).every((group) => group.items.length > 0)).toBe(true);
  });
});
