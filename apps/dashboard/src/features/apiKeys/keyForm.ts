/** The create form's values and how they become the api-keys/create attributes (pure, tested on its own). */
import { isIpRange, type ApiKeyCreate } from '@paydesk/api-client';
import { Temporal } from 'temporal-polyfill';
import { startOfDay } from '../../shared/lists/listSearch';
import type { Selection } from './PermissionMatrix';

export interface KeyValues {
  name: string;
  /** '' for every project of the organization. */
  projectId: string;
  permissions: Selection;
  expirable: boolean;
  /** `YYYY-MM-DD`: the last day the key works. */
  expiryDate: string;
  /** One address or CIDR range per line. */
  ipRanges: string;
  /** Ids of the organization's allowed IP lists. */
  allowedIpListIds: string[];
}

export const emptyKeyValues = (projectId = ''): KeyValues => ({
  name: '',
  projectId,
  permissions: {},
  expirable: false,
  expiryDate: '',
  ipRanges: '',
  allowedIpListIds: [],
});

/** The fields the provider's refusals may name (`/data/attributes/{field}`). */
export const keyFormFields = [
  'resourceId',
  'name',
  'permissions',
  'expiresAt',
  'ipRanges',
  'allowedIpListIds',
] as const;

export const ipEntriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The typed entries that are no address or range, to name them at the field before sending. */
export const badIpEntries = (text: string) =>
  ipEntriesOf(text).filter((entry) => !isIpRange(entry));

/** The key works through its whole expiry day: it expires at the start of the next one. */
const expiresAtOf = (day: string, timeZone: string) =>
  startOfDay(Temporal.PlainDate.from(day).add({ days: 1 }).toString(), timeZone);

export function createAttributesOf(
  values: KeyValues,
  organizationId: string,
  timeZone: string,
): ApiKeyCreate['data']['attributes'] {
  return {
    resourceId: values.projectId || organizationId,
    name: values.name.trim(),
    permissions: values.permissions,
    expiresAt:
      values.expirable && values.expiryDate ? expiresAtOf(values.expiryDate, timeZone) : null,
    ipRanges: ipEntriesOf(values.ipRanges),
    allowedIpListIds: values.allowedIpListIds,
  };
}
