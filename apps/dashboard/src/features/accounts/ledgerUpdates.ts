/**
 * Which cached money queries a `ledgerChanged` notice makes stale: the organization's balances and accounts, and
 * the entries and details of its accounts. The notice names the organization only; the accounts' ids come from
 * what the cache already holds about it (an account page always holds its account).
 */
import { money, type Account, type Balances } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import type { Query } from '@tanstack/react-query';

const names = {
  balances: money.actions['balances/get'].name,
  accounts: money.actions['accounts/list'].name,
  account: money.actions['accounts/get'].name,
  entries: money.actions['accounts/listEntries'].name,
} as const;

/** The money area's queries: every key starts with these. */
export const moneyKey = actionKeys.area(money.name);

interface CallKey {
  id: string | null;
  payload: { data?: { attributes?: { resourceId?: unknown } } } | null;
}

const callOf = (query: Pick<Query, 'queryKey'>) => {
  const [, , action, call] = query.queryKey as [string, string, string, CallKey | undefined];
  return { action, id: call?.id ?? null, resourceId: call?.payload?.data?.attributes?.resourceId };
};

/** The ids of an organization's accounts that the cached money queries name. */
export function knownAccountIds(
  queries: readonly Pick<Query, 'queryKey' | 'state'>[],
  organizationId: string,
): Set<string> {
  const ids = new Set<string>();
  for (const query of queries) {
    const { action, resourceId } = callOf(query);
    const data: unknown = query.state.data;
    if (!data) continue;
    if (action === names.accounts && resourceId === organizationId)
      for (const account of data as Account[]) ids.add(account.id);
    if (action === names.balances && resourceId === organizationId)
      for (const currency of (data as { data: Balances }).data.attributes.currencies)
        ids.add(currency.accountId);
    if (action === names.account) {
      const account = (data as { data: Account }).data;
      if (account.attributes.organizationId === organizationId) ids.add(account.id);
    }
  }
  return ids;
}

/** Whether a cached money query shows money of the organization (given its known accounts). */
export function isLedgerQueryOf(
  query: Pick<Query, 'queryKey'>,
  organizationId: string,
  accountIds: ReadonlySet<string>,
): boolean {
  const { action, id, resourceId } = callOf(query);
  switch (action) {
    case names.balances:
    case names.accounts:
      return resourceId === organizationId;
    case names.account:
      return id !== null && accountIds.has(id);
    case names.entries:
      return typeof resourceId === 'string' && accountIds.has(resourceId);
    default:
      return false;
  }
}
