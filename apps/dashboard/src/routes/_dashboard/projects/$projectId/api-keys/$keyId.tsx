import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiKeyDetailPage } from '../../../../../features/apiKeys/ApiKeyDetailPage';
import { readApiKeys, writeApiKeys } from '../../../../../features/apiKeys/permissions';
import { apiKeyQueries } from '../../../../../features/apiKeys/queries';
import { isRefused } from '../../../../../shared/errors/errorMessages';

/** A key seen from its project: a key of another project (or none) is not found here. */
export const Route = createFileRoute('/_dashboard/projects/$projectId/api-keys/$keyId')({
  staticData: { title: msg`API key` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readApiKeys)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeApiKeys) };
  },
  loader: async ({ context, params }) => {
    try {
      const key = await context.queryClient.ensureQueryData(apiKeyQueries.detail(params.keyId));
      if (key.data.attributes.projectId !== params.projectId) throw notFound();
    } catch (error) {
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
