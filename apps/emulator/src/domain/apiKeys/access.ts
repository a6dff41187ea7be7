/**
 * Who may see and manage API keys (SPEC §6): api-keys.read / api-keys.write on the key's project or, for a key
 * of the whole organization, on the organization. Another organization's key is "not found", like a missing one.
 * Who may grant what: the developer role may give a key permissions it does not hold itself (the spec's
 * escalation through API keys); anyone else may not give more than it holds where the key works.
 */
import { API_KEY_ERRORS } from '@paydesk/api-client';
import {
  apiKeyGroupNames,
  apiKeyGroups,
  type ApiKeyGroupName,
  type ApiKeyLevel,
  type PermissionName,
} from '@paydesk/permissions';
import type { SessionCaller } from '../access/caller.js';
import { holdsAll, ownedRecord } from '../access/scope.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, type ErrorObject } from '../errors.js';
import type { ResourceRow } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import { apiKeyById, type ApiKeyRow } from './store.js';

/** The organization or project (resourceId) a list or a new key is about, with its lineage. */
export async function apiKeyScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  permissions: readonly PermissionName[],
): Promise<{ row: ResourceRow; lineage: string[] }> {
  const scope = await visibleResource(ctx, caller, resourceId);
  if (scope.row.type !== 'organization' && scope.row.type !== 'project') {
    throw new ApiError(422, [
      {
        title: 'resourceId must be an organization or a project',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  if (!holdsAll(caller, permissions, scope.lineage)) throw forbidden();
  return scope;
}

/** A key the caller may see, with `permissions` on where it works. */
export async function accessibleKey(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  permissions: readonly PermissionName[],
): Promise<{ row: ApiKeyRow; lineage: string[] }> {
  const key = await apiKeyById(ctx.db, id);
  const ownerOf = (row: ApiKeyRow) => row.project_id ?? row.organization_id;
  return ownedRecord(ctx, caller, key, ownerOf, permissions, API_KEY_ERRORS.notFound);
}

/** Refuses each group the caller may not grant, on its own field (`permissions/{group}`). */
export function grantRefusals(
  caller: SessionCaller,
  lineage: string[],
  selection: Partial<Record<ApiKeyGroupName, ApiKeyLevel>>,
): ErrorObject[] {
  if (caller.access.hasRole('developer', lineage)) return [];
  return apiKeyGroupNames.flatMap((group) => {
    const level = selection[group];
    if (!level) return [];
    const missing = apiKeyGroups[group][level].filter((name) => !caller.access.can(name, lineage));
    return missing.length === 0
      ? []
      : [
          {
            title: API_KEY_ERRORS.grantExceeds,
            code: 'grant-exceeds',
            source: { pointer: `/data/attributes/permissions/${group}` },
            meta: { group, level, missing },
          },
        ];
  });
}
