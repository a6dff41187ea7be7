import { isPermissionName, permissionIds, type PermissionName } from './catalog.js';

type Trim<S extends string> = S extends ` ${infer R}`
  ? Trim<R>
  : S extends `${infer L} `
    ? Trim<L>
    : S;

/**
 * A comma list of permission names checked at compile time: `'users.read,users.write'` is accepted,
 * `'users.read,users.wirte'` is not. Spaces around names are allowed.
 */
export type PermissionList<S extends string> = S extends `${infer Head},${infer Rest}`
  ? Trim<Head> extends PermissionName
    ? PermissionList<Rest> extends never
      ? never
      : S
    : never
  : Trim<S> extends PermissionName
    ? S
    : never;

/** Route meta (SPEC §6): all listed, any of, or a single permission. */
export type PermissionMeta =
  | { readonly type: 'single'; readonly permission: PermissionName }
  | { readonly type: 'any' | 'all'; readonly permissions: readonly PermissionName[] };

/** The kinds of route meta. */
export const permissionMetaTypes = ['all', 'any', 'single'] as const;
export type PermissionMetaType = (typeof permissionMetaTypes)[number];

export interface PermissionCheckOptions {
  /**
   * Called once per check with each name the catalog does not know (a typo in route meta, a name from an
   * older build). The name is denied. Defaults to `console.warn`.
   */
  onUnknownPermission?: (name: string) => void;
}

/** The checks of one permission list. Every check denies unknown names and reports them. */
export interface Permissions {
  /** The opaque ids the provider granted. */
  readonly ids: ReadonlySet<string>;
  /** Whether a single named permission is granted. */
  has(name: PermissionName): boolean;
  /** Whether at least one is granted: an array of names or a comma list (`'reports.a.read,reports.b.read'`). */
  hasAny(names: readonly PermissionName[]): boolean;
  hasAny<S extends string>(list: S & PermissionList<S>): boolean;
  /** Whether every one is granted: an array of names or a comma list. An empty list is granted. */
  hasAll(names: readonly PermissionName[]): boolean;
  hasAll<S extends string>(list: S & PermissionList<S>): boolean;
  /** Evaluates route meta. */
  allows(meta: PermissionMeta): boolean;
}

const defaultReport = (name: string) => {
  console.warn(`[@paydesk/permissions] unknown permission "${name}" denied`);
};

/** Splits a comma list into trimmed, non-empty names. */
export function splitPermissionList(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/**
 * Builds the checks over the permission list the provider returned (opaque ids, e.g. from
 * `identities/getMyPermissions`). Names are looked up in the catalog; ids the catalog does not know are kept
 * (a newer provider may grant more) but no name maps to them.
 */
export function createPermissions(
  grantedIds: Iterable<string>,
  options: PermissionCheckOptions = {},
): Permissions {
  const ids: ReadonlySet<string> = new Set(grantedIds);
  const report = options.onUnknownPermission ?? defaultReport;

  const grants = (name: string): boolean => {
    if (!isPermissionName(name)) {
      report(name);
      return false;
    }
    return ids.has(permissionIds[name]);
  };
  const names = (list: string | readonly string[]): readonly string[] =>
    typeof list === 'string' ? splitPermissionList(list) : list;

  const hasAny = (list: string | readonly string[]): boolean => {
    // Evaluate every name so each unknown one is reported, not only those before the first grant.
    let granted = false;
    for (const name of names(list)) granted = grants(name) || granted;
    return granted;
  };
  const hasAll = (list: string | readonly string[]): boolean => {
    let granted = true;
    for (const name of names(list)) granted = grants(name) && granted;
    return granted;
  };

  return {
    ids,
    has: (name) => grants(name),
    hasAny,
    hasAll,
    allows(meta) {
      switch (meta.type) {
        case 'single':
          return grants(meta.permission);
        case 'any':
          return hasAny(meta.permissions);
        case 'all':
          return hasAll(meta.permissions);
        default:
          report(`<meta type ${String((meta as { type: unknown }).type)}>`);
          return false;
      }
    },
  };
}

/** Checks over no permissions at all (signed out, or before the list loads). */
export const noPermissions: Permissions = createPermissions([]);
