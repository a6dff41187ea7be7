import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectErrorPage } from '../../../../features/projects/ProjectErrorPage';
import { ProjectPage } from '../../../../features/projects/ProjectPage';
import {
  checkProjectLocation,
  ProjectPageError,
  projectProblemOf,
} from '../../../../features/projects/projectProblem';
import { projectQueries } from '../../../../features/projects/queries';

export const Route = createFileRoute('/_dashboard/projects/$projectId/')({
  staticData: { title: msg`Project` },
  loader: async ({ context: { queryClient, organization }, params: { projectId } }) => {
    const selectedId = organization.selected?.id ?? null;
    const missing = checkProjectLocation(projectId, undefined, selectedId);
    if (missing) throw new ProjectPageError(missing);
    try {
      const [project] = await Promise.all([
        queryClient.ensureQueryData(projectQueries.one(projectId)),
        queryClient.ensureQueryData(projectQueries.details(projectId)),
      ]);
      const elsewhere = checkProjectLocation(
        projectId,
        project.data.relationships.organization.data.id,
        selectedId,
      );
      if (elsewhere) throw new ProjectPageError(elsewhere);
    } catch (error) {
      const problem = projectProblemOf(error);
      throw problem ? new ProjectPageError(problem) : error;
    }
  },
  errorComponent: ProjectErrorPage,
  component: ProjectRoute,
});

function ProjectRoute() {
  const { projectId } = Route.useParams();
  return <ProjectPage projectId={projectId} />;
}
