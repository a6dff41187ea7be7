import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { isLedgerQueryOf, knownAccountIds, moneyKey } from './ledgerUpdates';

/**
 * Keeps balances, accounts and entries in step with the ledger: when the provider pushes that entries were posted
 * to an organization (a refund, a chargeback, a payout request, from this tab or another), the queries showing its
 * money refetch if on screen and are stale for the next visit. Used once, by every signed-in page.
 */
export function useLedgerUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    const stopWaiting = whenClientLoaded((api) => {
      stop = api.events.on('ledgerChanged', ({ organizationId }) => {
        const cached = queryClient.getQueryCache().findAll({ queryKey: moneyKey });
        const accountIds = knownAccountIds(cached, organizationId);
        void queryClient.invalidateQueries({
          queryKey: moneyKey,
          predicate: (query) => isLedgerQueryOf(query, organizationId, accountIds),
        });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
