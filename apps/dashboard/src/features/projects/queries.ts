/**
 * The projects resource's one query-options factory: an organization's projects, one project, and its details
 * (SPEC §7: resources/getChildrenTree, projects/get, GET projects/{id}/details).
 */
import { fetchAllPages, main, RESOURCE_PAGE_SIZE, type ListRequest } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { isRefused } from '../../shared/errors/errorMessages';

const childrenTree = main.actions['resources/getChildrenTree'];

const childrenRequest = (organizationId: string) => ({
  id: organizationId,
  payload: {
    data: { type: 'list-request', attributes: { page: { size: RESOURCE_PAGE_SIZE } } },
  } satisfies ListRequest,
});

/** A refused or unknown project is an answer, not a hiccup: it is not asked for again. */
const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !isRefused(error);

export const projectQueries = {
  /** The live and sandbox projects of an organization, in creation order. */
  ofOrganization: (organizationId: string) =>
    queryOptions({
      queryKey: actionKeys.call(childrenTree, childrenRequest(organizationId), 'projects'),
      queryFn: async ({ signal }) => {
        const { data } = await fetchAllPages(api, childrenTree, childrenRequest(organizationId), {
          signal,
        });
        return data.filter((node) => node.attributes.resourceType === 'project');
      },
    }),

  one: (projectId: string) => ({
    ...actionQueryOptions(api, main.actions['projects/get'], { id: projectId }),
    retry: retryUnlessRefused,
  }),

  details: (projectId: string) =>
    queryOptions({
      queryKey: [...actionKeys.area('http'), 'projects/details', projectId] as const,
      queryFn: ({ signal }) => api.projectDetails(projectId, signal),
      retry: retryUnlessRefused,
    }),
};
