import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MemberPage } from '../../../features/team/MemberPage';
import { readIdentityGroups, readTeam, writeTeam } from '../../../features/team/permissions';
import { teamQueries } from '../../../features/team/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/team/$memberId')({
  staticData: { title: msg`Team member` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readTeam)) throw notFound();
    return {
      organizationId: selected.id,
      canWrite: permissions.allows(writeTeam),
      canReadGroups: permissions.allows(readIdentityGroups),
    };
  },
  loader: async ({ context, params }) => {
    await loadRecord(
      context.queryClient,
      teamQueries.detail(params.memberId, context.organizationId),
    );
  },
  component: MemberRoute,
});

function MemberRoute() {
  const { memberId } = Route.useParams();
  const { organizationId, canWrite, canReadGroups } = Route.useRouteContext();
  return (
    <MemberPage
      memberId={memberId}
      organizationId={organizationId}
      canWrite={canWrite}
      canReadGroups={canReadGroups}
    />
  );
}
