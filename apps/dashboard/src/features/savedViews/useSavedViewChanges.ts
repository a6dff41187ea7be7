import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { savedViewQueries } from './queries';

/** Refetches the views when the provider pushes that a shared one changed: no reload needed. */
export function useSavedViewChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => undefined as void;
    const stopWaiting = whenClientLoaded((client) => {
      stop = client.events.on('savedViewChanged', () => {
        void queryClient.invalidateQueries({ queryKey: savedViewQueries.keys.list() });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
