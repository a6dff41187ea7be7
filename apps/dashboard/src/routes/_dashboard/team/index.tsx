import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readTeam, writeTeam } from '../../../features/team/permissions';
import { teamQueries } from '../../../features/team/queries';
import { teamSearchSchema } from '../../../features/team/search';
import { TeamPage } from '../../../features/team/TeamPage';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadValueList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/team/')({
  staticData: { title: msg`Team` },
  ...organizationListRoute(teamSearchSchema, { read: readTeam, write: writeTeam }),
  loader: ({ context, deps }) => loadValueList(teamQueries, context, deps),
  component: TeamPage,
});
