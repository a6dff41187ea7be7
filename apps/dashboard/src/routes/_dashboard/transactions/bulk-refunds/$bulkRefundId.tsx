import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BulkRefundPage } from '../../../../features/bulkRefunds/BulkRefundPage';
import { bulkRefundQueries } from '../../../../features/bulkRefunds/queries';

// A bulk refund's progress; reading it needs what refunding needs (the provider checks it too).
export const Route = createFileRoute('/_dashboard/transactions/bulk-refunds/$bulkRefundId')({
  staticData: { title: msg`Bulk refund` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.has('refund.write')) throw notFound();
  },
  // A refused or unknown job is shown by the page, not thrown.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(bulkRefundQueries.detail(params.bulkRefundId))
      .catch(() => undefined),
  component: BulkRefundPage,
});
