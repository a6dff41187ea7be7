/**
 * A project with its channels and how many API keys and webhook endpoints it has, for the project page (SPEC §7's
 * own 404 and 403 texts). Its keys are the live ones locked to it (revoked keys no longer count).
 */
import type { DomainContext } from '../context.js';
import { ApiError, messages } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf, type ResourceRow } from './lineage.js';

export interface ProjectDetails {
  project: ResourceRow;
  channels: ResourceRow[];
  apiKeyCount: number;
  webhookEndpointCount: number;
}

export async function projectDetails(
  ctx: DomainContext,
  caller: SessionCaller,
  projectId: string,
): Promise<ProjectDetails> {
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
  const counts = await ctx.db.get<{ apiKeys: number; webhookEndpoints: number }>(
    `SELECT
       (SELECT COUNT(*) FROM api_keys WHERE project_id = ? AND revoked_at IS NULL) AS apiKeys,
       (SELECT COUNT(*) FROM webhook_endpoints WHERE project_id = ?) AS webhookEndpoints`,
    [project.id, project.id],
  );
  return {
    project,
    channels,
    apiKeyCount: Number(counts?.apiKeys ?? 0),
    webhookEndpointCount: Number(counts?.webhookEndpoints ?? 0),
  };
}
