/** Reads an identity-group from a request (an action payload or the HTTP route's body). */
import { TEAM_ERRORS } from '@paydesk/api-client';
import { isRoleName, permissionNameOf, type PermissionName } from '@paydesk/permissions';
import { ApiError } from '../domain/errors.js';
import type { GroupInput } from '../domain/identities/groups.js';

/**
 * `pointer` locates the group in the request; permissions arrive as opaque ids. A temporary role must end after
 * `now` (the emulator's clock), as on the team's forms.
 */
export function parseGroup(data: unknown, pointer: string, now: number): GroupInput {
  const group = data as {
    attributes?: Record<string, unknown>;
    relationships?: { resource?: { data?: { id?: unknown } } };
  };
  const role = group?.attributes?.role;
  if (typeof role !== 'string' || !isRoleName(role)) {
    throw new ApiError(422, [
      { title: 'Unknown role', code: 'invalid', source: { pointer: `${pointer}/attributes/role` } },
    ]);
  }
  const ids = group.attributes?.permissions ?? [];
  if (!Array.isArray(ids))
    throw new ApiError(422, [{ title: 'permissions must be a list', code: 'invalid' }]);
  const permissions = ids.map((id) => permissionNameOf(String(id)));
  if (permissions.some((name) => name === undefined)) {
    throw new ApiError(422, [
      {
        title: 'Unknown permission',
        code: 'invalid',
        source: { pointer: `${pointer}/attributes/permissions` },
      },
    ]);
  }
  const resourceId = group.relationships?.resource?.data?.id;
  if (typeof resourceId !== 'string') {
    throw new ApiError(422, [
      {
        title: 'resource is required',
        code: 'invalid',
        source: { pointer: `${pointer}/relationships/resource` },
      },
    ]);
  }
  const rawExpiry = group.attributes?.expiresAt;
  const expiresAt =
    typeof rawExpiry === 'string' && !Number.isNaN(Date.parse(rawExpiry))
      ? Date.parse(rawExpiry)
      : null;
  if (expiresAt !== null && expiresAt <= now) {
    throw new ApiError(422, [
      {
        title: TEAM_ERRORS.expiryInPast,
        code: 'expiry-in-past',
        source: { pointer: `${pointer}/attributes/expiresAt` },
      },
    ]);
  }
  return {
    role,
    permissions: role === 'custom' ? (permissions as PermissionName[]) : [],
    resourceId,
    expiresAt,
  };
}
