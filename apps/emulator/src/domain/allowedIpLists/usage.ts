/**
 * Which API keys name a list. The API keys live in their own table (migration 13), which may not exist yet; the
 * agreement between the two areas is the column below: `api_keys.allowed_ip_list_ids`, a JSON array of list ids.
 * A revoked key (`revoked_at` set, when the table has that column) no longer counts as using a list.
 */
import { ALLOWED_IP_LIST_ERRORS, allowedIpListErrorCodes } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { ApiError } from '../errors.js';

/** The column of `api_keys` holding the ids of the allowed IP lists a key is limited to (JSON array). */
export const API_KEY_LIST_IDS_COLUMN = 'allowed_ip_list_ids';

async function columnsOfApiKeys(db: Database): Promise<Set<string>> {
  const rows = await db.all<{ name: string }>("SELECT name FROM pragma_table_info('api_keys')");
  return new Set(rows.map((row) => row.name));
}

/** How many live API keys name the list (0 while there is no api_keys table). */
export async function apiKeysUsingList(db: Database, listId: string): Promise<number> {
  const columns = await columnsOfApiKeys(db);
  if (!columns.has(API_KEY_LIST_IDS_COLUMN)) return 0;
  const live = columns.has('revoked_at') ? 'AND k.revoked_at IS NULL' : '';
  const row = await db.get<{ count: number }>(
    `SELECT COUNT(DISTINCT k.rowid) AS count FROM api_keys k, json_each(k.${API_KEY_LIST_IDS_COLUMN}) j
     WHERE json_valid(k.${API_KEY_LIST_IDS_COLUMN}) AND j.value = ? ${live}`,
    [listId],
  );
  return Number(row?.count ?? 0);
}

/** Refuses (409, no field) the removal of a list an API key names. */
export async function refuseIfInUse(db: Database, listId: string): Promise<void> {
  const keys = await apiKeysUsingList(db, listId);
  if (keys > 0) {
    throw new ApiError(409, [
      {
        title: ALLOWED_IP_LIST_ERRORS.inUse,
        code: allowedIpListErrorCodes.inUse,
        meta: { apiKeys: keys },
      },
    ]);
  }
}
