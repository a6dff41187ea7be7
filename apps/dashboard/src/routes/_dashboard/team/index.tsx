import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { readTeam, writeTeam } from '../../../features/team/permissions';
import { teamListAttributes, teamQueries } from '../../../features/team/queries';
import { teamSearchSchema } from '../../../features/team/search';
import { TeamPage } from '../../../features/team/TeamPage';

export const Route = createFileRoute('/_dashboard/team/')({
  staticData: { title: msg`Team` },
  validateSearch: teamSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readTeam)) throw notFound();
    return { organizationId: selected.id, canWrite: permissions.allows(writeTeam) };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(teamQueries.pages(teamListAttributes(deps, context.organizationId)))
      .catch(() => undefined);
  },
  component: TeamPage,
});
