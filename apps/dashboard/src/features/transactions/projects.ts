/** Project names for the table's project column, from the identity's resource tree (SPEC §7). */
import { fetchAllPages, main, RESOURCE_PAGE_SIZE, type ListRequest } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

const resourceTree = main.actions['identities/getResourceTree'];
const request = {
  payload: {
    data: { type: 'list-request', attributes: { page: { size: RESOURCE_PAGE_SIZE } } },
  } satisfies ListRequest,
};

export const projectNamesQueryOptions = () =>
  queryOptions({
    queryKey: actionKeys.call(resourceTree, request, 'project-names'),
    queryFn: async ({ signal }) => {
      const { data } = await fetchAllPages(api, resourceTree, request, { signal });
      return new Map(
        data
          .filter((node) => node.attributes.resourceType === 'project')
          .map((node) => [node.id, node.attributes.name]),
      );
    },
    // Project names rarely change while a list is open.
    staleTime: 5 * 60_000,
  });

const empty = new Map<string, string>();

/** Project id → name; empty until loaded (the column shows the id meanwhile). */
export function useProjectNames(): ReadonlyMap<string, string> {
  return useQuery(projectNamesQueryOptions()).data ?? empty;
}
