import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { readWebhooks } from '../../../features/webhookEndpoints/permissions';
import { webhookQueries } from '../../../features/webhookEndpoints/queries';
import { WebhookEndpointsPage } from '../../../features/webhookEndpoints/WebhookEndpointsPage';

export const Route = createFileRoute('/_dashboard/webhook-endpoints/')({
  staticData: { title: msg`Webhook endpoints` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readWebhooks),
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context }) => {
    const organizationId = context.organization.selected?.id;
    if (!organizationId) return;
    await context.queryClient
      .ensureInfiniteQueryData(webhookQueries.pages(organizationId))
      .catch(() => undefined);
  },
  component: WebhookEndpointsPage,
});
