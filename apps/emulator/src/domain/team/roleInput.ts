/** A role as team forms send it: a preset or `custom` with hand-picked permissions, maybe until an expiry. */
import { TEAM_ERRORS } from '@paydesk/api-client';
import {
  isRoleName,
  permissionNameOf,
  type PermissionName,
  type RoleName,
} from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';

export interface TeamRole {
  role: RoleName;
  permissions: PermissionName[];
  expiresAt: number | null;
}

const refused = (title: string, field: string, code = 'invalid') =>
  new ApiError(422, [{ title, code, source: { pointer: `/data/attributes/${field}` } }]);

/** Reads `role`, `permissions` (opaque ids, for custom) and `expiresAt` (in the future) from attributes. */
export function parseTeamRole(ctx: DomainContext, attributes: Record<string, unknown>): TeamRole {
  const role = attributes.role;
  if (typeof role !== 'string' || !isRoleName(role)) throw refused('Unknown role', 'role');
  let permissions: PermissionName[] = [];
  if (role === 'custom') {
    const ids = attributes.permissions;
    if (!Array.isArray(ids) || ids.length === 0)
      throw refused(TEAM_ERRORS.permissionsRequired, 'permissions', 'permissions-required');
    const names = ids.map((id) => permissionNameOf(String(id)));
    if (names.some((name) => name === undefined))
      throw refused('Unknown permission', 'permissions');
    permissions = [...new Set(names as PermissionName[])];
  }
  const raw = attributes.expiresAt;
  let expiresAt: number | null = null;
  if (raw !== undefined && raw !== null) {
    expiresAt = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(expiresAt)) throw refused('Enter a valid date', 'expiresAt');
    if (expiresAt <= ctx.clock.now())
      throw refused(TEAM_ERRORS.expiryInPast, 'expiresAt', 'expiry-in-past');
  }
  return { role, permissions, expiresAt };
}
