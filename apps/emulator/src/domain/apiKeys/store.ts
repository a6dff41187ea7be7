/**
 * API key rows (migration 13) and their resources. The status is never stored: it follows the row and the
 * emulator clock (a key past its expiry is `expired` from that instant). The secret is never stored nor answered
 * from here: only its SHA-256 hash and the visible prefix.
 */
import { createHash } from 'node:crypto';
import type { ApiKey, ApiKeyStatus } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  project_id: string | null;
  name: string;
  mode: 'live' | 'sandbox';
  prefix: string;
  secret_hash: string;
  previous_secret_hash: string | null;
  previous_expires_at: number | null;
  /** JSON { group: 'view' | 'full' }. */
  permissions: string;
  expires_at: number | null;
  /** JSON string[]. */
  ip_ranges: string;
  /** JSON string[]. */
  allowed_ip_list_ids: string;
  last_used_at: number | null;
  last_used_ip: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: number;
  rolled_at: number | null;
  revoked_at: number | null;
}

export const apiKeyColumns = [
  'id',
  'organization_id',
  'project_id',
  'name',
  'mode',
  'prefix',
  'secret_hash',
  'previous_secret_hash',
  'previous_expires_at',
  'permissions',
  'expires_at',
  'ip_ranges',
  'allowed_ip_list_ids',
  'last_used_at',
  'last_used_ip',
  'created_by',
  'created_by_name',
  'created_at',
  'rolled_at',
  'revoked_at',
] as const satisfies readonly (keyof ApiKeyRow)[];

export const insertApiKey = (row: ApiKeyRow) => ({
  sql: `INSERT INTO api_keys (${apiKeyColumns.join(', ')}) VALUES (${apiKeyColumns.map(() => '?').join(', ')})`,
  args: apiKeyColumns.map((column) => row[column]),
});

/** Hex SHA-256 of a secret: what is stored and looked up. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
export const listOf = (json: string): string[] => JSON.parse(json) as string[];

export function statusOf(row: ApiKeyRow, now: number): ApiKeyStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && Number(row.expires_at) <= now) return 'expired';
  return 'active';
}

export function apiKeyResource(row: ApiKeyRow, now: number, secret?: string): ApiKey {
  const previousOpen = row.previous_expires_at !== null && Number(row.previous_expires_at) > now;
  return {
    type: 'api-key',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      projectId: row.project_id,
      name: row.name,
      prefix: row.prefix,
      mode: row.mode,
      status: statusOf(row, now),
      permissions: JSON.parse(row.permissions) as ApiKey['attributes']['permissions'],
      expiresAt: iso(row.expires_at),
      ipRanges: listOf(row.ip_ranges),
      allowedIpListIds: listOf(row.allowed_ip_list_ids),
      lastUsedAt: iso(row.last_used_at),
      lastUsedIp: row.last_used_ip,
      createdByName: row.created_by_name,
      createdAt: iso(row.created_at)!,
      previousSecretExpiresAt:
        previousOpen && row.revoked_at === null ? iso(row.previous_expires_at) : null,
      rolledAt: iso(row.rolled_at),
      revokedAt: iso(row.revoked_at),
      ...(secret === undefined ? {} : { secret }),
    },
  };
}

export const apiKeyById = (db: Database, id: string | undefined) =>
  id === undefined
    ? Promise.resolve(undefined)
    : db.get<ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?', [id]);

/** The key a secret opens: its current secret, or its previous one while the roll's grace period lasts. */
export const apiKeyBySecret = (db: Database, secret: string, now: number) => {
  const hash = hashSecret(secret);
  return db.get<ApiKeyRow>(
    `SELECT * FROM api_keys WHERE secret_hash = ?
       OR (previous_secret_hash = ? AND previous_expires_at > ?) LIMIT 1`,
    [hash, hash, now],
  );
};
