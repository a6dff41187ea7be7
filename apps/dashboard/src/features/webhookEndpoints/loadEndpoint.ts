import type { QueryClient } from '@tanstack/react-query';
import { loadRecord } from '../../shared/api/loadRecord';
import { webhookQueries } from './queries';

/**
 * The loader of an endpoint's page, under the organization or under a project: there another project's endpoint
 * is not this project's page (not found).
 */
export const loadEndpoint = (queryClient: QueryClient, endpointId: string, projectId?: string) =>
  loadRecord(
    queryClient,
    webhookQueries.detail(endpointId),
    projectId === undefined
      ? undefined
      : (answer) => answer.data.attributes.projectId === projectId,
  );
