/** Project names for the table's project column, from the identity's resource tree (SPEC §7). */
import type { ResourceNode } from '@paydesk/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceTreeQueryOptions } from '../organization';

const projectNamesOf = (nodes: readonly ResourceNode[]): ReadonlyMap<string, string> =>
  new Map(
    nodes
      .filter((node) => node.attributes.resourceType === 'project')
      .map((node) => [node.id, node.attributes.name]),
  );

export const projectNamesQueryOptions = () =>
  queryOptions({ ...resourceTreeQueryOptions(), select: projectNamesOf });

const empty = new Map<string, string>();

/** Project id → name; empty until loaded (the column shows the id meanwhile). */
export function useProjectNames(): ReadonlyMap<string, string> {
  return useQuery(projectNamesQueryOptions()).data ?? empty;
}
