import {
  isPermissionName,
  isRoleName,
  permissionsOfRole,
  toPermissionIds,
  type PermissionName,
  type RoleName,
} from '@paydesk/permissions';
import type { Database } from '../../infra/db/database.js';

export type { PermissionName, RoleName };

export function presetPermissionNames(role: RoleName): PermissionName[] {
  return [...permissionsOfRole(role)];
}

/** An identity group as stored: a role (or hand-picked permissions) on a resource, maybe until an expiry. */
export interface GroupRow {
  id: string;
  role: string;
  permissions: string;
  resource_id: string;
  expires_at: number | null;
}

/**
 * Identity groups by identity, read once and kept until a group of that identity changes (every write goes
 * through {@link forgetGroups}); expiry of temporary access is applied at each use.
 */
const groupCache = new WeakMap<Database, Map<string, GroupRow[]>>();

export function forgetGroups(db: Database, identityId?: string): void {
  const cache = groupCache.get(db);
  if (!cache) return;
  if (identityId === undefined) cache.clear();
  else cache.delete(identityId);
}

/** The permission names a group grants: its role preset, or its hand-picked list for `custom`. */
export function groupPermissions(role: string, permissions: string): PermissionName[] {
  if (role !== 'custom' && isRoleName(role)) return presetPermissionNames(role);
  const list: unknown = JSON.parse(permissions);
  return Array.isArray(list)
    ? list.filter((name): name is PermissionName => isPermissionName(String(name)))
    : [];
}

/**
 * What an identity may see and do. Each of its groups grants a role on a resource and everything below it; a
 * resource outside every group's subtree is invisible (the organization boundary).
 */
export class Access {
  readonly identityId: string;
  readonly merchantId: string;
  readonly #groups: { resourceId: string; role: string; permissions: Set<PermissionName> }[];

  constructor(identityId: string, merchantId: string, groups: GroupRow[]) {
    this.identityId = identityId;
    this.merchantId = merchantId;
    this.#groups = groups.map((group) => ({
      resourceId: group.resource_id,
      role: group.role,
      permissions: new Set(groupPermissions(group.role, group.permissions)),
    }));
  }

  /** Loads the identity's groups; temporary access past its expiry no longer counts. */
  static async load(
    db: Database,
    identityId: string,
    merchantId: string,
    now: number,
  ): Promise<Access> {
    let cache = groupCache.get(db);
    if (!cache) groupCache.set(db, (cache = new Map()));
    let groups = cache.get(identityId);
    if (!groups) {
      groups = await db.all<GroupRow>(
        'SELECT id, role, permissions, resource_id, expires_at FROM identity_groups WHERE identity_id = ?',
        [identityId],
      );
      cache.set(identityId, groups);
    }
    const current = groups.filter(
      (group) => group.expires_at === null || Number(group.expires_at) > now,
    );
    return new Access(identityId, merchantId, current);
  }

  /** Roots of the visible subtrees. */
  get roots(): string[] {
    return [...new Set(this.#groups.map((group) => group.resourceId))];
  }

  /** Every permission the identity holds somewhere (what getMyPermissions answers), as names. */
  get names(): PermissionName[] {
    const all = new Set<PermissionName>();
    for (const group of this.#groups) for (const name of group.permissions) all.add(name);
    return [...all];
  }

  get ids(): string[] {
    return toPermissionIds(this.names);
  }

  /** Whether the identity holds `permission` anywhere (for calls not tied to one resource). */
  hasAnywhere(permission: PermissionName): boolean {
    return this.#groups.some((group) => group.permissions.has(permission));
  }

  /** Whether a resource with these ancestors (itself first, root last) is visible at all. */
  sees(lineage: readonly string[]): boolean {
    return this.#groups.some((group) => lineage.includes(group.resourceId));
  }

  /** The permissions the identity holds on a resource with this lineage. */
  namesOn(lineage: readonly string[]): PermissionName[] {
    return this.names.filter((name) => this.can(name, lineage));
  }

  /** Whether one of the identity's groups on a resource with this lineage has `role` (API key grants, SPEC §6). */
  hasRole(role: string, lineage: readonly string[]): boolean {
    return this.#groups.some((group) => lineage.includes(group.resourceId) && group.role === role);
  }

  /** Whether the identity holds `permission` on a resource with this lineage. */
  can(permission: PermissionName, lineage: readonly string[]): boolean {
    return this.#groups.some(
      (group) => lineage.includes(group.resourceId) && group.permissions.has(permission),
    );
  }
}
