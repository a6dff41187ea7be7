import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { transactionQueries } from '../../../features/transactions/queries';
import { TransactionDetailPage } from '../../../features/transactions/TransactionDetailPage';

export const Route = createFileRoute('/_dashboard/transactions/$transactionId')({
  staticData: { title: msg`Transaction` },
  // A refused or unknown transaction is shown by the page (SPEC §8 text), not thrown.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(transactionQueries.detail(params.transactionId))
      .catch(() => undefined),
  component: TransactionDetailPage,
});
