import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { memo } from 'react';
import { ModeBadge } from './ModeBadge';
import { projectQueries } from './queries';

/**
 * Live or sandbox for the header, on pages of one project. Mode belongs to projects (SPEC §1 "organizations and
 * projects (live and sandbox)"); an organization's pages show both kinds, so they show no mode.
 */
export const ProjectModeContext = memo(function ProjectModeContext() {
  const projectId = useParams({ strict: false, select: (params) => params.projectId });
  return projectId ? <ProjectMode projectId={projectId} /> : null;
});

function ProjectMode({ projectId }: { projectId: string }) {
  const { data: mode } = useQuery({
    ...projectQueries.one(projectId),
    select: (project) => project.data.attributes.mode,
  });
  return mode ? <ModeBadge mode={mode} /> : null;
}
