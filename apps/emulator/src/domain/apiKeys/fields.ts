/**
 * The fields of a key as sent, checked one by one; every refusal names its field (and, for an IP entry, the
 * entry), so the dashboard shows it where it was typed. Several refusals go out together.
 */
import { API_KEY_ERRORS, IP_RANGE_ERROR, ipRangeErrorCode, isIpRange } from '@paydesk/api-client';
import {
  apiKeyGroupNames,
  apiKeyLevels,
  type ApiKeyGroupName,
  type ApiKeyLevel,
} from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, type ErrorObject } from '../errors.js';
import { allowedIpListRefusals } from './ipLists.js';

const pointer = (field: string) => `/data/attributes/${field}`;

export interface KeyLimits {
  name: string;
  expires_at: number | null;
  ip_ranges: string[];
  allowed_ip_list_ids: string[];
}

/** Reads name, expiry and IP limits; answers the problems instead of throwing so create can add its own. */
export async function limitsOf(
  ctx: DomainContext,
  organizationId: string,
  attributes: Record<string, unknown>,
  errors: ErrorObject[],
): Promise<KeyLimits> {
  const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
  if (name === '') {
    errors.push({
      title: API_KEY_ERRORS.nameRequired,
      code: 'required',
      source: { pointer: pointer('name') },
    });
  }
  let expires_at: number | null = null;
  if (typeof attributes.expiresAt === 'string') {
    expires_at = Date.parse(attributes.expiresAt);
    if (!(expires_at > ctx.clock.now())) {
      errors.push({
        title: API_KEY_ERRORS.expiryInPast,
        code: 'expiry-in-past',
        source: { pointer: pointer('expiresAt') },
      });
    }
  }
  const typed = Array.isArray(attributes.ipRanges) ? (attributes.ipRanges as string[]) : [];
  const ip_ranges = [...new Set(typed.map((entry) => entry.trim()).filter(Boolean))];
  for (const [index, entry] of typed.entries()) {
    if (entry.trim() !== '' && !isIpRange(entry)) {
      errors.push({
        title: `${IP_RANGE_ERROR}: ${entry.trim()}`,
        code: ipRangeErrorCode,
        source: { pointer: pointer(`ipRanges/${index}`) },
        meta: { entry: entry.trim() },
      });
    }
  }
  const ids = Array.isArray(attributes.allowedIpListIds)
    ? [...new Set(attributes.allowedIpListIds as string[])]
    : [];
  errors.push(...(await allowedIpListRefusals(ctx, organizationId, ids)));
  return { name, expires_at, ip_ranges, allowed_ip_list_ids: ids };
}

/** The groups and levels asked for; none is refused with SPEC §5's text on `permissions`. */
export function selectionOf(
  attributes: Record<string, unknown>,
  errors: ErrorObject[],
): Partial<Record<ApiKeyGroupName, ApiKeyLevel>> {
  const asked = (attributes.permissions ?? {}) as Record<string, unknown>;
  const selection: Partial<Record<ApiKeyGroupName, ApiKeyLevel>> = {};
  for (const group of apiKeyGroupNames) {
    const level = asked[group];
    if (typeof level === 'string' && (apiKeyLevels as readonly string[]).includes(level)) {
      selection[group] = level as ApiKeyLevel;
    }
  }
  if (Object.keys(selection).length === 0) {
    errors.push({
      title: API_KEY_ERRORS.permissionsRequired,
      code: 'required',
      source: { pointer: pointer('permissions') },
    });
  }
  return selection;
}

export function refuse(errors: ErrorObject[]): void {
  if (errors.length > 0) throw new ApiError(422, errors);
}
