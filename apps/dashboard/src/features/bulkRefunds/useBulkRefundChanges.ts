import { payments } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';

/**
 * Refetches when the provider pushes that a bulk refund moved: the job (progress shows without a reload) and the
 * payments area's other reads, whose transactions it refunded (marked stale; refetched when shown).
 */
export function useBulkRefundChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => undefined as void;
    const stopWaiting = whenClientLoaded((client) => {
      stop = client.events.on('bulkRefundChanged', () => {
        void queryClient.invalidateQueries({ queryKey: actionKeys.area(payments.name) });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
