import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/organization/requirePermission';
import { EndpointDetailPage } from '../../../features/webhookEndpoints/EndpointDetailPage';
import { readWebhooks } from '../../../features/webhookEndpoints/permissions';
import { webhookQueries } from '../../../features/webhookEndpoints/queries';
import { deliverySearchSchema } from '../../../features/webhookEndpoints/search';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/webhook-endpoints/$endpointId')({
  staticData: { title: msg`Webhook endpoint` },
  validateSearch: deliverySearchSchema,
  beforeLoad: ({ context }) => requirePermission(context.organization, readWebhooks),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, webhookQueries.detail(params.endpointId));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { endpointId } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EndpointDetailPage
      endpointId={endpointId}
      organization={organization}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      path={`/webhook-endpoints/${encodeURIComponent(endpointId)}`}
      onDeleted={() => void navigate({ to: '/webhook-endpoints' })}
    />
  );
}
