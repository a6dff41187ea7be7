import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeyDetailPage } from '../../../../../features/apiKeys/ApiKeyDetailPage';
import { apiKeyPageAccess } from '../../../../../features/apiKeys/routeAccess';
import { apiKeyQueries } from '../../../../../features/apiKeys/queries';
import { loadRecord } from '../../../../../shared/api/loadRecord';

/** A key seen from its project: a key of another project (or none) is not found here. */
export const Route = createFileRoute('/_dashboard/projects/$projectId/api-keys/$keyId')({
  staticData: { title: msg`API key` },
  beforeLoad: ({ context }) => apiKeyPageAccess(context.organization),
  loader: async ({ context, params }) => {
    await loadRecord(
      context.queryClient,
      apiKeyQueries.detail(params.keyId),
      // Another project's is not this project's page.
      (key) => key.data.attributes.projectId === params.projectId,
    );
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { keyId } = Route.useParams();
  const { organizationId, canWrite } = Route.useRouteContext();
  return <ApiKeyDetailPage keyId={keyId} organizationId={organizationId} canWrite={canWrite} />;
}
