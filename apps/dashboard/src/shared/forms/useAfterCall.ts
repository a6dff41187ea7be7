import { toast } from '@paydesk/ui';
import { useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/** The queries a call changed: a key, or filters. */
export type ChangedQueries = readonly (QueryKey | InvalidateQueryFilters)[];

const isQueryKey = (query: QueryKey | InvalidateQueryFilters): query is QueryKey =>
  Array.isArray(query);

/**
 * What follows a call that changed something, in this order: the queries it changed read again, then the toast
 * saying it is done, so that the toast never announces what the page does not show yet. The one order of every
 * form in a modal (`useFormModalMutation`) and every confirmed action (`useConfirmedAction`).
 */
export function useAfterCall() {
  const queryClient = useQueryClient();
  return async (refresh: ChangedQueries, done?: string) => {
    await Promise.all(
      refresh.map((query) =>
        queryClient.invalidateQueries(isQueryKey(query) ? { queryKey: query } : query),
      ),
    );
    if (done) toast.success(done);
  };
}
