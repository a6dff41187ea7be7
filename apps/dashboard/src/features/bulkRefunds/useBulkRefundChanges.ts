import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { bulkRefundQueries } from './queries';

/** Refetches bulk refund jobs when the provider pushes that one moved: progress shows without a reload. */
export function useBulkRefundChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => undefined as void;
    const stopWaiting = whenClientLoaded((client) => {
      stop = client.events.on('bulkRefundChanged', () => {
        void queryClient.invalidateQueries({ queryKey: bulkRefundQueries.keys.detail() });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
