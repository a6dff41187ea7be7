/**
 * What API keys read from the lists: the addresses and ranges of the lists a key names. Used when a key is created
 * or changed (an id the organization does not have is refused) and when a call with the key is checked.
 */
import { ALLOWED_IP_LIST_ERRORS, allowedIpListErrorCodes } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { entriesOf, type AllowedIpListRow } from './store.js';

/**
 * The entries of the organization's lists `ids`, each once, in the order of `ids`. An id that is not a list of the
 * organization is refused with a 422 on `pointer` (another organization's list is "not found" like a missing one).
 */
export async function rangesOfAllowedIpLists(
  ctx: DomainContext,
  organizationId: string,
  ids: readonly string[],
  pointer = '/data/attributes/allowedIpListIds',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await ctx.db.all<AllowedIpListRow>(
    `SELECT * FROM allowed_ip_lists WHERE organization_id = ? AND id IN (${unique.map(() => '?').join(', ')})`,
    [organizationId, ...unique],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new ApiError(
      422,
      missing.map((id) => ({
        title: ALLOWED_IP_LIST_ERRORS.notFound,
        code: allowedIpListErrorCodes.notFound,
        detail: id,
        source: { pointer },
      })),
    );
  }
  return [...new Set(unique.flatMap((id) => entriesOf(byId.get(id)!)))];
}
