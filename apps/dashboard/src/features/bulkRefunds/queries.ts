/**
 * The bulk refund resource's query-options factory: the dry run of some items, and one job. A pushed
 * `bulkRefundChanged` invalidates the job with the rest of the payments area (useBulkRefundChanges); while it runs it is also refetched now and then,
 * since a push may be lost.
 */
import { payments, type BulkRefundItemInput } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const preview = payments.actions['bulk-refunds/preview'];
const get = payments.actions['bulk-refunds/get'];

/** How often a running job is read again, whatever the pushes say. */
const RUNNING_REFETCH_MS = 3_000;

export const bulkRefundQueries = {
  /** The dry run: changes nothing, so it is read like any query; always fresh, since refunds change it. */
  preview: (resourceId: string, items: readonly BulkRefundItemInput[]) => ({
    ...actionQueryOptions(api, preview, {
      payload: {
        data: { type: 'bulk-refund-request', attributes: { resourceId, items: [...items] } },
      },
    }),
    staleTime: 0,
  }),

  detail: (id: string) => ({
    ...actionQueryOptions(api, get, { id }),
    refetchInterval: (query: { state: { data?: { data: { attributes: { status: string } } } } }) =>
      query.state.data?.data.attributes.status === 'running' ? RUNNING_REFETCH_MS : false,
  }),
};
