import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../../shared/routing/organizationGuard';
import { CreateEndpointPage } from '../../../../../features/webhookEndpoints/CreateEndpointPage';
import { writeWebhooks } from '../../../../../features/webhookEndpoints/permissions';

export const Route = createFileRoute('/_dashboard/projects/$projectId/webhook-endpoints/create')({
  staticData: { title: msg`Add webhook endpoint` },
  beforeLoad: ({ context }) => requirePermission(context.organization, writeWebhooks),
  component: CreateRoute,
});

function CreateRoute() {
  const { projectId } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CreateEndpointPage
      organizationId={organization.selected?.id ?? ''}
      projectId={projectId}
      onCreated={(endpoint) =>
        void navigate({
          to: '/projects/$projectId/webhook-endpoints/$endpointId',
          params: { projectId, endpointId: endpoint.id },
        })
      }
      onCancel={() => void navigate({ to: '/projects/$projectId', params: { projectId } })}
    />
  );
}
