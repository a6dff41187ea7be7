import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AllowedIpListsPage } from '../../features/allowedIpLists/AllowedIpListsPage';
import { readAllowedIpLists } from '../../features/allowedIpLists/permissions';
import { allowedIpListQueries } from '../../features/allowedIpLists/queries';
import { allowedIpListSearchSchema } from '../../features/allowedIpLists/search';

// One page: a list is a name and its entries, so create, edit and delete happen in dialogs over the list.
export const Route = createFileRoute('/_dashboard/allowed-ip-lists')({
  staticData: { title: msg`Allowed IP lists` },
  validateSearch: allowedIpListSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readAllowedIpLists)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // A failure is left to the table, which offers a retry.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(allowedIpListQueries.ofOrganization(context.organizationId, deps.q))
      .catch(() => undefined),
  component: AllowedIpListsPage,
});
