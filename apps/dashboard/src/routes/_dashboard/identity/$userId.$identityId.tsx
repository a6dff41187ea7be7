import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { IdentityGroupsPage } from '../../../features/team/IdentityGroupsPage';
import { readIdentityGroups, writeIdentityGroups } from '../../../features/team/permissions';
import { identityGroupQueries } from '../../../features/team/queries';
import { loadRecord } from '../../../shared/api/loadRecord';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/identity/$userId/$identityId')({
  staticData: { title: msg`Identity groups` },
  beforeLoad: organizationGuard({ read: readIdentityGroups, write: writeIdentityGroups }),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, identityGroupQueries.of(params.identityId));
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
