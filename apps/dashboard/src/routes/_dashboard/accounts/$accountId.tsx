import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountPage } from '../../../features/accounts/AccountPage';
import { accountQueries } from '../../../features/accounts/queries';
import { entryFiltersOf } from '../../../features/accounts/search';
import { entriesSearchSchema } from '../../../features/accounts/searchSchema';
import { isRefused } from '../../../shared/errors/errorMessages';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/accounts/$accountId')({
  staticData: { title: msg`Account` },
  validateSearch: entriesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { queryClient, organizationId } = context;
    try {
      const { data } = await queryClient.ensureQueryData(accountQueries.detail(params.accountId));
      // Another organization's account is not this organization's page.
      if (data.attributes.organizationId !== organizationId) throw notFound();
    } catch (error) {
      if (isRefused(error)) throw notFound();
      throw error;
    }
    const filters = entryFiltersOf(deps, readPreferences().timeZone);
    // The first page starts before the screen shows; a failure is left to the table (with a retry).
    await queryClient
      .ensureInfiniteQueryData(accountQueries.entries({ resourceId: params.accountId, filters }))
      .catch(() => undefined);
  },
  component: AccountPage,
});
