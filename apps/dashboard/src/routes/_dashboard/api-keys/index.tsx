import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../features/apiKeys/ApiKeysPage';
import { readApiKeys, writeApiKeys } from '../../../features/apiKeys/permissions';
import { apiKeyListAttributes, apiKeyQueries } from '../../../features/apiKeys/queries';
import { apiKeySearchSchema } from '../../../features/apiKeys/search';

export const Route = createFileRoute('/_dashboard/api-keys/')({
  staticData: { title: msg`API keys` },
  validateSearch: apiKeySearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readApiKeys)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeApiKeys) };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(
        apiKeyQueries.pages(apiKeyListAttributes(deps, context.organizationId)),
      )
      .catch(() => undefined);
  },
  component: ApiKeysPage,
});
