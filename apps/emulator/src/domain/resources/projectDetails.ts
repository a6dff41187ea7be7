/** A project with its channels, for the project page (SPEC §7's own 404 and 403 texts). */
import type { DomainContext } from '../context.js';
import { ApiError, messages } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf, type ResourceRow } from './lineage.js';

export async function projectDetails(
  ctx: DomainContext,
  caller: SessionCaller,
  projectId: string,
): Promise<{ project: ResourceRow; channels: ResourceRow[] }> {
  const lineage = await lineageOf(ctx.db, projectId);
  const project = lineage[0];
  if (!project || project.type !== 'project' || !caller.access.sees(lineage.map((row) => row.id))) {
    throw new ApiError(404, [
      { title: messages.projectNotInOrganization, code: 'project-not-found' },
    ]);
  }
  if (
    !caller.access.can(
      'projects.read',
      lineage.map((row) => row.id),
    )
  ) {
    throw new ApiError(403, [{ title: messages.noProjectRights, code: 'forbidden' }]);
  }
  const channels = await ctx.db.all<ResourceRow>(
    "SELECT * FROM resources WHERE parent_id = ? AND type = 'channel' ORDER BY position",
    [project.id],
  );
  return { project, channels };
}
