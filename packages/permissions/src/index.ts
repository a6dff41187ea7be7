export {
  permissionIds,
  permissionNames,
  isPermissionName,
  permissionId,
  permissionNameOf,
  toPermissionIds,
  type PermissionName,
  type PermissionId,
} from './catalog.js';
export {
  createPermissions,
  noPermissions,
  splitPermissionList,
  permissionMetaTypes,
  type Permissions,
  type PermissionCheckOptions,
  type PermissionList,
  type PermissionMeta,
  type PermissionMetaType,
} from './checks.js';
export {
  roleNames,
  rolePermissions,
  permissionsOfRole,
  isRoleName,
  type RoleName,
} from './roles.js';
export {
  apiKeyGroupNames,
  apiKeyGroups,
  apiKeyLevels,
  apiKeyLevelOf,
  permissionsOfApiKeySelection,
  type ApiKeyGroup,
  type ApiKeyGroupName,
  type ApiKeyLevel,
  type ApiKeySelection,
} from './apiKeyGroups.js';
export { permissionAreas, permissionAreaNames, type PermissionAreaName } from './areas.js';
