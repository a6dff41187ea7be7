import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readTeam, writeTeam } from '../../../features/team/permissions';
import { teamListAttributes, teamQueries } from '../../../features/team/queries';
import { teamSearchSchema } from '../../../features/team/search';
import { TeamPage } from '../../../features/team/TeamPage';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadFirstPage } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/team/')({
  staticData: { title: msg`Team` },
  ...organizationListRoute(teamSearchSchema, { read: readTeam, write: writeTeam }),
  loader: ({ context, deps }) =>
    loadFirstPage(
      context.queryClient,
      teamQueries.pages(teamListAttributes(deps, context.organizationId)),
    ),
  component: TeamPage,
});
