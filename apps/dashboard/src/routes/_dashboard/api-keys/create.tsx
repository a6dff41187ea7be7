import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiKeyCreatePage } from '../../../features/apiKeys/ApiKeyCreatePage';
import { readAllowedIpLists } from '../../../features/allowedIpLists';
import { writeApiKeys } from '../../../features/apiKeys/permissions';

export const Route = createFileRoute('/_dashboard/api-keys/create')({
  staticData: { title: msg`Create API key` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(writeApiKeys)) throw notFound();
    return { organizationId: selected.id, canReadIpLists: permissions.allows(readAllowedIpLists) };
  },
  component: CreateRoute,
});

function CreateRoute() {
  const { organizationId, canReadIpLists } = Route.useRouteContext();
  return (
    <ApiKeyCreatePage
      key={organizationId}
      organizationId={organizationId}
      canReadIpLists={canReadIpLists}
    />
  );
}
