import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../../features/organization/requirePermission';
import { EndpointDetailPage } from '../../../../../features/webhookEndpoints/EndpointDetailPage';
import { loadEndpoint } from '../../../../../features/webhookEndpoints/loadEndpoint';
import { readWebhooks } from '../../../../../features/webhookEndpoints/permissions';
import { deliverySearchSchema } from '../../../../../features/webhookEndpoints/search';
import { useListRoute } from '../../../../../shared/lists/useListRoute';

export const Route = createFileRoute(
  '/_dashboard/projects/$projectId/webhook-endpoints/$endpointId',
)({
  staticData: { title: msg`Webhook endpoint` },
  validateSearch: deliverySearchSchema,
  beforeLoad: ({ context }) => requirePermission(context.organization, readWebhooks),
  loader: async ({ context, params }) => {
    await loadEndpoint(context.queryClient, params.endpointId, params.projectId);
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { projectId, endpointId } = Route.useParams();
  const { organization, search, setSearch } = useListRoute(Route);
  const navigate = Route.useNavigate();
  return (
    <EndpointDetailPage
      endpointId={endpointId}
      organization={organization}
      search={search}
      onSearch={setSearch}
      path={`/projects/${encodeURIComponent(projectId)}/webhook-endpoints/${encodeURIComponent(endpointId)}`}
      onDeleted={() => void navigate({ to: '/projects/$projectId', params: { projectId } })}
    />
  );
}
