import { useQueryClient } from '@tanstack/react-query';
import { allSubscriptionKeys } from './queries';

/** Reads every plan and subscription query again after a change: a plan's change shows on its subscriptions. */
export function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      allSubscriptionKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
