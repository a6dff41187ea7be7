/** The role part of the invite and change-role forms: what is typed, and what is sent. */
import type { TeamRoleChange } from '@paydesk/api-client';
import { permissionId, type PermissionName, type RoleName } from '@paydesk/permissions';
import { Temporal } from 'temporal-polyfill';
import { startOfDay } from '../../shared/lists/listSearch';

export interface RoleValues {
  role: RoleName;
  /** For `custom`. */
  permissions: PermissionName[];
  /** Temporary access: its last day (yyyy-mm-dd), or '' for permanent access. */
  lastDay: string;
}

export const roleFields = ['role', 'permissions', 'expiresAt'];

/** A field's first server error, for parts that show one text. */
export const firstError = (error: string | string[] | undefined) =>
  Array.isArray(error) ? error[0] : error;

/** Access works through its last day: it ends at the start of the next one in the user's time zone. */
const expiresAtOf = (day: string, timeZone: string) =>
  startOfDay(Temporal.PlainDate.from(day).add({ days: 1 }).toString(), timeZone);

/** The last day of an expiry, for the date field. */
export function lastDayOf(expiresAt: string | null, timeZone: string): string {
  if (!expiresAt) return '';
  return Temporal.Instant.from(expiresAt)
    .toZonedDateTimeISO(timeZone)
    .subtract({ nanoseconds: 1 })
    .toPlainDate()
    .toString();
}

export function roleAttributesOf(
  values: RoleValues,
  organizationId: string,
  timeZone: string,
): TeamRoleChange['data']['attributes'] {
  return {
    resourceId: organizationId,
    role: values.role,
    permissions: values.role === 'custom' ? values.permissions.map(permissionId) : [],
    expiresAt: values.lastDay ? expiresAtOf(values.lastDay, timeZone) : null,
  };
}
