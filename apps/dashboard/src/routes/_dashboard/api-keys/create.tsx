import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeyCreatePage } from '../../../features/apiKeys/ApiKeyCreatePage';
import { apiKeyCreateAccess } from '../../../features/apiKeys/routeAccess';

export const Route = createFileRoute('/_dashboard/api-keys/create')({
  staticData: { title: msg`Create API key` },
  beforeLoad: ({ context }) => apiKeyCreateAccess(context.organization),
  component: CreateRoute,
});

function CreateRoute() {
  const { organizationId } = Route.useRouteContext();
  return <ApiKeyCreatePage key={organizationId} organizationId={organizationId} />;
}
