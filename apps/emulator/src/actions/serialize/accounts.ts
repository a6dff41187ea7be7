/** Users, identities, their roles and login sessions as answers show them. */
import { isPermissionName, toPermissionIds } from '@paydesk/permissions';
import { iso } from '../../infra/time.js';
import type { GroupRow } from '../../domain/access/access.js';
import { sessionExpiresAt, type SessionRow } from '../../domain/auth/sessions.js';
import type { IdentityRow, UserRow } from '../../domain/auth/users.js';
import type { ResourceObject } from './document.js';
import { describeUserAgent } from './userAgent.js';

export function userResource(user: UserRow): ResourceObject {
  return {
    type: 'user',
    id: user.id,
    attributes: { email: user.email, name: user.name, twoFaEnabled: user.totp_secret !== null },
  };
}

export function identityResource(
  identity: IdentityRow & { email?: string; totp_secret?: string | null },
): ResourceObject {
  return {
    type: 'identity',
    id: identity.id,
    attributes: {
      ...JSON.parse(identity.attributes),
      name: identity.name,
      email: identity.email ?? '',
      status: identity.status === 'active' ? 'active' : 'disabled',
      lastLoginAt: identity.last_login_at ? iso(identity.last_login_at) : null,
      twoFaEnabled: identity.totp_secret != null,
    },
    relationships: {
      user: { data: { type: 'user', id: identity.user_id } },
      merchant: { data: { type: 'resource', id: identity.merchant_id } },
    },
  };
}

/** A role of an identity; permissions go out as opaque ids. */
export function groupResource(identityId: string) {
  return (row: GroupRow) => ({
    type: 'identity-group',
    id: row.id,
    attributes: {
      role: row.role,
      permissions: toPermissionIds(
        (JSON.parse(row.permissions) as string[]).filter(isPermissionName),
      ),
      expiresAt: row.expires_at ? iso(row.expires_at) : null,
    },
    relationships: {
      identity: { data: { type: 'identity', id: identityId } },
      resource: { data: { type: 'resource', id: row.resource_id } },
    },
  });
}

/** A login session as the sessions list shows it; `current` marks the caller's own. */
export function accessTokenResource(row: SessionRow, currentId: string) {
  const { browser, os } = describeUserAgent(row.user_agent);
  return {
    type: 'access-token',
    id: row.public_id,
    attributes: {
      browser,
      os,
      ip: row.ip,
      lastUsedAt: iso(row.last_seen_at),
      expiresAt: iso(sessionExpiresAt(row)),
      current: row.id === currentId,
    },
  };
}
