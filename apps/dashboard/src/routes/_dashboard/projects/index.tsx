import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../../features/projects/ProjectsPage';
import { projectQueries } from '../../../features/projects/queries';

export const Route = createFileRoute('/_dashboard/projects/')({
  staticData: { title: msg`Projects` },
  loader: async ({ context: { queryClient, organization } }) => {
    // Without an organization the shell shows its own state instead of this page.
    if (organization.selected)
      await queryClient.ensureQueryData(projectQueries.ofOrganization(organization.selected.id));
  },
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const { organization } = Route.useRouteContext();
  return organization.selected ? <ProjectsPage organizationId={organization.selected.id} /> : null;
}
