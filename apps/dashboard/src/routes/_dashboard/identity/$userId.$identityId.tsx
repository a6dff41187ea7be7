import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { IdentityGroupsPage } from '../../../features/team/IdentityGroupsPage';
import { readIdentityGroups, writeIdentityGroups } from '../../../features/team/permissions';
import { identityGroupQueries } from '../../../features/team/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/identity/$userId/$identityId')({
  staticData: { title: msg`Identity groups` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readIdentityGroups)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeIdentityGroups) };
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(identityGroupQueries.of(params.identityId));
    } catch (error) {
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: IdentityRoute,
});

function IdentityRoute() {
  const { identityId } = Route.useParams();
  const { organizationId, canWrite } = Route.useRouteContext();
  return (
    <IdentityGroupsPage
      identityId={identityId}
      organizationId={organizationId}
      canWrite={canWrite}
    />
  );
}
