/**
 * Sends `bulk-refunds/create` for a kept bulk refund: the same reference answers the same job, so this is safe to
 * repeat (after a reload while confirming, or when the first answer came too late).
 */
import { payments } from '@paydesk/api-client';
import { api } from '../../shared/api/client';
import type { PendingBulkRefund } from './pendingBulkRefund';

const create = payments.actions['bulk-refunds/create'];

export const bulkRefundCreateInput = ({ organizationId, reference, items }: PendingBulkRefund) => ({
  payload: {
    data: {
      type: 'bulk-refund' as const,
      attributes: { resourceId: organizationId, reference, items },
    },
  },
});

export const createBulkRefund = (pending: PendingBulkRefund) =>
  api.call(create, bulkRefundCreateInput(pending));
