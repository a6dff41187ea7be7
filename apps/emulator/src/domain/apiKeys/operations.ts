/**
 * Creating, changing, rolling and revoking API keys. A secret is made here, answered once and kept only as its
 * SHA-256 hash; a roll keeps the old hash working until the chosen grace period ends on the emulator clock.
 */
import { audit, changedFields } from '../audit/entries.js';
import {
  API_KEY_ERRORS,
  API_KEY_GRACE_PERIOD_MS,
  API_KEY_SECRET_PREFIXES,
  API_KEY_VISIBLE_LENGTH,
  type ApiKeyGracePeriod,
} from '@paydesk/api-client';
import { secureId, secureToken } from '../../infra/random.js';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { ApiError, type ErrorObject } from '../errors.js';
import type { ResourceRow } from '../resources/lineage.js';
import { grantRefusals } from './access.js';
import { limitsOf, refuse, selectionOf } from './fields.js';
import { apiKeyById, hashSecret, insertApiKey, type ApiKeyRow } from './store.js';

function newSecret(mode: ApiKeyRow['mode']) {
  const secret = `${API_KEY_SECRET_PREFIXES[mode]}${secureToken(24)}`;
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH) };
}

const modeOf = (scope: ResourceRow): ApiKeyRow['mode'] =>
  scope.type === 'project' && (JSON.parse(scope.attributes) as { mode?: string }).mode === 'sandbox'
    ? 'sandbox'
    : 'live';

export async function createApiKey(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: { row: ResourceRow; lineage: string[] },
  attributes: Record<string, unknown>,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const errors: ErrorObject[] = [];
  const organizationId = scope.row.type === 'project' ? scope.row.parent_id! : scope.row.id;
  const limits = await limitsOf(ctx, organizationId, attributes, errors);
  const selection = selectionOf(attributes, errors);
  errors.push(...grantRefusals(caller, scope.lineage, selection));
  refuse(errors);
  const mode = modeOf(scope.row);
  const { secret, hash, prefix } = newSecret(mode);
  const now = ctx.clock.now();
  const row: ApiKeyRow = {
    id: secureId('key'),
    organization_id: organizationId,
    project_id: scope.row.type === 'project' ? scope.row.id : null,
    name: limits.name,
    mode,
    prefix,
    secret_hash: hash,
    previous_secret_hash: null,
    previous_expires_at: null,
    permissions: JSON.stringify(selection),
    expires_at: limits.expires_at,
    ip_ranges: JSON.stringify(limits.ip_ranges),
    allowed_ip_list_ids: JSON.stringify(limits.allowed_ip_list_ids),
    last_used_at: null,
    last_used_ip: null,
    created_by: caller.identity.id,
    created_by_name: caller.user.name,
    created_at: now,
    rolled_at: null,
    revoked_at: null,
  };
  audit(ctx, {
    organizationId,
    kind: 'api-key-created',
    targetType: 'api-key',
    targetId: row.id,
    summary: row.name,
    after: { name: row.name, prefix, permissions: selection, expiresAt: row.expires_at },
  });
  await ctx.db.batch([insertApiKey(row)]);
  return { row, secret };
}

function refuseRevoked(row: ApiKeyRow): void {
  if (row.revoked_at !== null) {
    throw new ApiError(409, [{ title: API_KEY_ERRORS.revoked, code: 'revoked' }]);
  }
}

/** Name, expiry and IP limits; the permissions stay (a new set of permissions is a new key). */
export async function updateApiKey(
  ctx: DomainContext,
  row: ApiKeyRow,
  attributes: Record<string, unknown>,
): Promise<ApiKeyRow> {
  refuseRevoked(row);
  const errors: ErrorObject[] = [];
  const limits = await limitsOf(ctx, row.organization_id, attributes, errors);
  refuse(errors);
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'api-key-updated',
    targetType: 'api-key',
    targetId: row.id,
    summary: limits.name,
    ...changedFields(
      {
        name: row.name,
        expiresAt: row.expires_at,
        ipRanges: JSON.parse(row.ip_ranges),
        allowedIpListIds: JSON.parse(row.allowed_ip_list_ids),
      },
      {
        name: limits.name,
        expiresAt: limits.expires_at,
        ipRanges: limits.ip_ranges,
        allowedIpListIds: limits.allowed_ip_list_ids,
      },
    ),
  });
  await ctx.db.run(
    'UPDATE api_keys SET name = ?, expires_at = ?, ip_ranges = ?, allowed_ip_list_ids = ? WHERE id = ?',
    [
      limits.name,
      limits.expires_at,
      JSON.stringify(limits.ip_ranges),
      JSON.stringify(limits.allowed_ip_list_ids),
      row.id,
    ],
  );
  return (await apiKeyById(ctx.db, row.id))!;
}

/** A new secret; the current one keeps working for the grace period (a second roll ends the first's at once). */
export async function rollApiKey(
  ctx: DomainContext,
  row: ApiKeyRow,
  gracePeriod: ApiKeyGracePeriod,
): Promise<{ row: ApiKeyRow; secret: string }> {
  refuseRevoked(row);
  const now = ctx.clock.now();
  const { secret, hash, prefix } = newSecret(row.mode);
  const graceMs = API_KEY_GRACE_PERIOD_MS[gracePeriod];
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'api-key-rolled',
    targetType: 'api-key',
    targetId: row.id,
    summary: row.name,
    before: { prefix: row.prefix },
    after: { prefix, gracePeriod },
  });
  await ctx.db.run(
    `UPDATE api_keys SET secret_hash = ?, prefix = ?, previous_secret_hash = ?, previous_expires_at = ?,
       rolled_at = ? WHERE id = ?`,
    [
      hash,
      prefix,
      graceMs > 0 ? row.secret_hash : null,
      graceMs > 0 ? now + graceMs : null,
      now,
      row.id,
    ],
  );
  return { row: (await apiKeyById(ctx.db, row.id))!, secret };
}

/** Every secret of the key stops at once; revoking twice keeps the first instant. */
export async function revokeApiKey(ctx: DomainContext, row: ApiKeyRow): Promise<ApiKeyRow> {
  if (row.revoked_at === null) {
    audit(ctx, {
      organizationId: row.organization_id,
      kind: 'api-key-revoked',
      targetType: 'api-key',
      targetId: row.id,
      summary: row.name,
      before: { revokedAt: null },
      after: { revokedAt: new Date(ctx.clock.now()).toISOString() },
    });
  }
  await ctx.db.run(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?), previous_expires_at = NULL WHERE id = ?',
    [ctx.clock.now(), row.id],
  );
  return (await apiKeyById(ctx.db, row.id))!;
}
