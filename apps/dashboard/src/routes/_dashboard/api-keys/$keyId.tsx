import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiKeyDetailPage } from '../../../features/apiKeys/ApiKeyDetailPage';
import { readApiKeys, writeApiKeys } from '../../../features/apiKeys/permissions';
import { apiKeyQueries } from '../../../features/apiKeys/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/api-keys/$keyId')({
  staticData: { title: msg`API key` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readApiKeys)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeApiKeys) };
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(apiKeyQueries.detail(params.keyId));
    } catch (error) {
      // A key of another organization, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { keyId } = Route.useParams();
  const { organizationId, canWrite } = Route.useRouteContext();
  return <ApiKeyDetailPage keyId={keyId} organizationId={organizationId} canWrite={canWrite} />;
}
