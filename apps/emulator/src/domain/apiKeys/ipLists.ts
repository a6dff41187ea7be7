/**
 * The organization's allowed IP lists an API key names (the allowed-ip-lists area, migration 12). Creating or
 * changing a key checks the ids with that area's `rangesOfAllowedIpLists` (an id the organization does not have is
 * refused at `allowedIpListIds`); a call with the key reads the lists' entries as they are now. The lists area
 * refuses to remove a list a live key names, so a named list is always there.
 */
import type { DomainContext } from '../context.js';
import { ApiError, type ErrorObject } from '../errors.js';
import { rangesOfAllowedIpLists } from '../allowedIpLists/ranges.js';

export { rangesOfAllowedIpLists };

/** The refusals of `ids` (none when every id is a list of the organization). */
export async function allowedIpListRefusals(
  ctx: DomainContext,
  organizationId: string,
  ids: readonly string[],
): Promise<ErrorObject[]> {
  try {
    await rangesOfAllowedIpLists(ctx, organizationId, ids);
    return [];
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
    throw error;
  }
}
