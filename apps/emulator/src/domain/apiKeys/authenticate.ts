/**
 * Who calls the REST API: the key behind `Authorization: Bearer <secret>`, checked in the order a developer
 * debugs it — no key or an unknown, rolled-out, revoked or expired one is 401; a key used from an address outside
 * its IP limits is 403. The key acts with exactly the permissions of its groups, on its project when locked to
 * one, else on its organization (an {@link Access} of one group).
 */
import { ipInAnyRange } from '@paydesk/api-client';
import { permissionsOfApiKeySelection, type ApiKeySelection } from '@paydesk/permissions';
import { Access } from '../access/access.js';
import type { AccessCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { rangesOfAllowedIpLists } from './ipLists.js';
import { apiKeyBySecret, hashSecret, listOf, statusOf, type ApiKeyRow } from './store.js';

/** The REST API's refusals: one text each, so a developer sees what to fix. */
export const REST_ERRORS = {
  missingKey: 'Send your API key in the Authorization header: Bearer <key>',
  unknownKey: 'Invalid API key',
  rolledKey: 'This API key was rolled and its grace period has ended; use the new secret',
  revokedKey: 'This API key has been revoked',
  expiredKey: 'This API key has expired',
  ipNotAllowed: 'This API key may not be used from this IP address',
  projectNotAllowed: 'This API key is limited to another project',
  notAllowed: 'This API key does not have the permission for this request',
} as const;

const unauthorized = (title: string, code: string) =>
  new ApiError(401, [{ title, code }], { 'www-authenticate': 'Bearer realm="paydesk"' });

export interface KeyCaller extends AccessCaller {
  key: ApiKeyRow;
}

export async function authenticateKey(
  ctx: DomainContext,
  authorization: string | undefined,
  ip: string,
): Promise<KeyCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw unauthorized(REST_ERRORS.missingKey, 'missing-api-key');
  const secret = match[1]!;
  const now = ctx.clock.now();
  const key = await apiKeyBySecret(ctx.db, secret, now);
  if (!key) {
    const rolled = await ctx.db.get(
      'SELECT id FROM api_keys WHERE previous_secret_hash = ? LIMIT 1',
      [hashSecret(secret)],
    );
    throw rolled
      ? unauthorized(REST_ERRORS.rolledKey, 'rolled-api-key')
      : unauthorized(REST_ERRORS.unknownKey, 'invalid-api-key');
  }
  const status = statusOf(key, now);
  if (status === 'revoked') throw unauthorized(REST_ERRORS.revokedKey, 'revoked-api-key');
  if (status === 'expired') throw unauthorized(REST_ERRORS.expiredKey, 'expired-api-key');
  const listIds = listOf(key.allowed_ip_list_ids);
  const typed = listOf(key.ip_ranges);
  // Limited as soon as either is set; a named list deleted since then opens nothing.
  if (typed.length > 0 || listIds.length > 0) {
    // A list gone since (it cannot be removed while a live key names it) opens nothing.
    const listed = await rangesOfAllowedIpLists(ctx, key.organization_id, listIds).catch(
      () => [] as string[],
    );
    const ranges = [...typed, ...listed];
    if (!ipInAnyRange(ip, ranges)) {
      throw new ApiError(403, [
        { title: REST_ERRORS.ipNotAllowed, code: 'ip-not-allowed', meta: { ip } },
      ]);
    }
  }
  const permissions = permissionsOfApiKeySelection(JSON.parse(key.permissions) as ApiKeySelection);
  const access = new Access(`key:${key.id}`, key.organization_id, [
    {
      id: key.id,
      role: 'custom',
      permissions: JSON.stringify(permissions),
      resource_id: key.project_id ?? key.organization_id,
      expires_at: null,
    },
  ]);
  return { key, access };
}

/** Last used: time and address, on every authenticated request. */
export async function markUsed(ctx: DomainContext, key: ApiKeyRow, ip: string): Promise<void> {
  await ctx.db.run('UPDATE api_keys SET last_used_at = ?, last_used_ip = ? WHERE id = ?', [
    ctx.clock.now(),
    ip,
    key.id,
  ]);
}

/** A key locked to a project answers 403 for any other project (its own organization's included). */
export function requireProject(caller: KeyCaller, projectId: string | null | undefined): void {
  if (caller.key.project_id !== null && projectId !== caller.key.project_id) {
    throw new ApiError(403, [
      { title: REST_ERRORS.projectNotAllowed, code: 'project-not-allowed' },
    ]);
  }
}
