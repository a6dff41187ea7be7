import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { transactionQueries } from '../../../features/transactions/queries';
import { transactionListAttributes } from '../../../features/transactions/search';
import { transactionsSearchSchema } from '../../../features/transactions/searchSchema';
import { TransactionsPage } from '../../../features/transactions/TransactionsPage';
import { resourceTreeQueryOptions } from '../../../features/organization/queries';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/transactions/')({
  staticData: { title: msg`Transactions` },
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows (and on hover over a link to it); a failure is left to
  // the table, which shows it with a retry. Project names (a column) start too, without holding the screen.
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(resourceTreeQueryOptions());
    const organizationId = context.organization.selected?.id ?? '';
    const attributes = transactionListAttributes(deps, organizationId, readPreferences().timeZone);
    await context.queryClient
      .ensureInfiniteQueryData(transactionQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: TransactionsPage,
});
