import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/accounts/AccountPage';
import { accountQueries } from '../../../features/accounts/queries';
import { entryFiltersOf } from '../../../features/accounts/search';
import { entriesSearchSchema } from '../../../features/accounts/searchSchema';
import { loadRecord } from '../../../shared/api/loadRecord';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/accounts/$accountId')({
  staticData: { title: msg`Account` },
  validateSearch: entriesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { queryClient, organizationId } = context;
    await loadRecord(
      queryClient,
      accountQueries.detail(params.accountId),
      // Another organization's account is not this organization's page.
      ({ data }) => data.attributes.organizationId === organizationId,
    );
    const filters = entryFiltersOf(deps, readPreferences().timeZone);
    // The first page starts before the screen shows; a failure is left to the table (with a retry).
    await queryClient
      .ensureInfiniteQueryData(accountQueries.entries({ resourceId: params.accountId, filters }))
      .catch(() => undefined);
  },
  component: AccountPage,
});
