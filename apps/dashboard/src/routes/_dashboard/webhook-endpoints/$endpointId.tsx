import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { EndpointDetailRoute } from '../../../features/webhookEndpoints/EndpointDetailRoute';
import { loadEndpoint } from '../../../features/webhookEndpoints/loadEndpoint';
import { readWebhooks } from '../../../features/webhookEndpoints/permissions';
import { deliverySearchSchema } from '../../../features/webhookEndpoints/search';

export const Route = createFileRoute('/_dashboard/webhook-endpoints/$endpointId')({
  staticData: { title: msg`Webhook endpoint` },
  validateSearch: deliverySearchSchema,
  beforeLoad: ({ context }) => requirePermission(context.organization, readWebhooks),
  loader: async ({ context, params }) => {
    await loadEndpoint(context.queryClient, params.endpointId);
  },
  component: () => <EndpointDetailRoute route={Route} />,
});
