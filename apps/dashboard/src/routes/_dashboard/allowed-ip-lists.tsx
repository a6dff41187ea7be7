import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AllowedIpListsPage } from '../../features/allowedIpLists/AllowedIpListsPage';
import { readAllowedIpLists } from '../../features/allowedIpLists/permissions';
import { allowedIpListQueries } from '../../features/allowedIpLists/queries';
import { allowedIpListSearchSchema } from '../../features/allowedIpLists/search';
import { organizationGuard } from '../../shared/routing/organizationGuard';
import { loadWholeList } from '../../shared/lists/loadListPage';

// One page: a list is a name and its entries, so create, edit and delete happen in dialogs over the list.
export const Route = createFileRoute('/_dashboard/allowed-ip-lists')({
  staticData: { title: msg`Allowed IP lists` },
  validateSearch: allowedIpListSearchSchema,
  beforeLoad: organizationGuard({ read: readAllowedIpLists }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadWholeList(
      context.queryClient,
      allowedIpListQueries.ofOrganization(context.organizationId, deps.q),
    ),
  component: AllowedIpListsPage,
});
