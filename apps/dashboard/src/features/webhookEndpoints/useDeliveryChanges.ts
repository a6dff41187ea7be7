import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { webhookQueries } from './queries';

/** Refetches deliveries when the provider pushes that one was made or attempted: no reload needed. */
export function useDeliveryChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => undefined as void;
    const stopWaiting = whenClientLoaded((client) => {
      stop = client.events.on('webhookDeliveryChanged', () => {
        void queryClient.invalidateQueries({ queryKey: webhookQueries.keys.deliveries() });
        void queryClient.invalidateQueries({ queryKey: webhookQueries.keys.delivery() });
        void queryClient.invalidateQueries({ queryKey: webhookQueries.keys.detail() });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
