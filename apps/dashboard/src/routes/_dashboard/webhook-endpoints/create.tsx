import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { CreateEndpointPage } from '../../../features/webhookEndpoints/CreateEndpointPage';
import { writeWebhooks } from '../../../features/webhookEndpoints/permissions';

export const Route = createFileRoute('/_dashboard/webhook-endpoints/create')({
  staticData: { title: msg`Add webhook endpoint` },
  beforeLoad: ({ context }) => requirePermission(context.organization, writeWebhooks),
  component: CreateRoute,
});

function CreateRoute() {
  const { organization } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CreateEndpointPage
      organizationId={organization.selected?.id ?? ''}
      onCreated={(endpoint) =>
        void navigate({ to: '/webhook-endpoints/$endpointId', params: { endpointId: endpoint.id } })
      }
      onCancel={() => void navigate({ to: '/webhook-endpoints' })}
    />
  );
}
