import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { reportQueries } from './queries';

/** Refetches the reports when the provider pushes that one moved (processing, done, failed): no reload needed. */
export function useReportChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => undefined as void;
    const stopWaiting = whenClientLoaded((client) => {
      stop = client.events.on('reportChanged', () => {
        void queryClient.invalidateQueries({ queryKey: reportQueries.keys.list() });
        void queryClient.invalidateQueries({ queryKey: reportQueries.keys.detail() });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
