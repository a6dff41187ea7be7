import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { mailboxQueries } from './queries';

/**
 * Keeps the mailbox live: when the provider pushes that a topic changed (support answered, someone wrote, the
 * status moved; this tab or another), the inbox, the sidebar badge and the conversations refetch if on screen.
 * Used once, by every signed-in page, so the badge follows on any page.
 */
export function useTopicUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    const stopWaiting = whenClientLoaded((api) => {
      stop = api.events.on('topicChanged', () => {
        void queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.topics() });
        void queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.messages() });
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient]);
}
