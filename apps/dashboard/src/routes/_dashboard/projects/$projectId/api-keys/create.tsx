import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeyCreatePage } from '../../../../../features/apiKeys/ApiKeyCreatePage';
import { apiKeyCreateAccess } from '../../../../../features/apiKeys/routeAccess';

/** A key made from a project's page is locked to that project (breadcrumbs lead back to it). */
export const Route = createFileRoute('/_dashboard/projects/$projectId/api-keys/create')({
  staticData: { title: msg`Create API key` },
  beforeLoad: ({ context }) => apiKeyCreateAccess(context.organization),
  component: CreateRoute,
});

function CreateRoute() {
  const { projectId } = Route.useParams();
  const { organizationId } = Route.useRouteContext();
  return (
    <ApiKeyCreatePage
      key={`${organizationId}:${projectId}`}
      organizationId={organizationId}
      lockedProjectId={projectId}
    />
  );
}
