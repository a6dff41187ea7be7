import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@paydesk/api-client';

/** Why a project page cannot be shown (SPEC §8). */
export type ProjectProblem = 'required' | 'no-rights' | 'not-in-organization';

export const projectProblemMessages: Record<ProjectProblem, MessageDescriptor> = {
  required: msg`Project is required`,
  'no-rights': msg`No rights to access project details`,
  'not-in-organization': msg`Project from url does not exist in current organization`,
};

/** Thrown by the project route's loader; its error component words it. */
export class ProjectPageError extends Error {
  readonly problem: ProjectProblem;
  constructor(problem: ProjectProblem) {
    super(problem);
    this.name = 'ProjectPageError';
    this.problem = problem;
  }
}

/** The provider's refusals: 403 is no rights, 404 a project outside what this identity sees. */
export function projectProblemOf(error: unknown): ProjectProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return 'no-rights';
  if (error.status === 404) return 'not-in-organization';
  return null;
}

/**
 * The project may be shown in this organization: an id is given and the project belongs to the selected
 * organization (a project of another organization in the URL is refused, SPEC §5).
 */
export function checkProjectLocation(
  projectId: string,
  projectOrganizationId: string | undefined,
  selectedOrganizationId: string | null,
): ProjectProblem | null {
  if (projectId.trim() === '') return 'required';
  if (projectOrganizationId !== undefined && projectOrganizationId !== selectedOrganizationId)
    return 'not-in-organization';
  return null;
}
