import { permissionId } from '@paydesk/permissions';
import { describe, expect, it } from 'vitest';
import { lastDayOf, roleAttributesOf } from './roleForm';

describe('the role form', () => {
  it('sends a custom role’s permissions as opaque ids, and none for a preset', () => {
    const custom = roleAttributesOf(
      { role: 'custom', permissions: ['users.read'], lastDay: '' },
      'org_1',
      'UTC',
    );
    expect(custom).toEqual({
      resourceId: 'org_1',
      role: 'custom',
      permissions: [permissionId('users.read')],
      expiresAt: null,
    });
    expect(
      roleAttributesOf(
        { role: 'finance', permissions: ['users.read'], lastDay: '' },
        'org_1',
        'UTC',
      ).permissions,
    ).toEqual([]);
  });

  it('ends temporary access after its last day in the user’s time zone, and reads it back', () => {
    const { expiresAt } = roleAttributesOf(
      { role: 'support', permissions: [], lastDay: '2027-03-31' },
      'org_1',
      'Europe/Berlin',
    );
    expect(expiresAt).toBe('2027-03-31T22:00:00Z');
    expect(lastDayOf(expiresAt!, 'Europe/Berlin')).toBe('2027-03-31');
    expect(lastDayOf(null, 'UTC')).toBe('');
  });
});
