import { main, type ResourceNode } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { listAll } from '../../shared/api/listQueries';

const listMyResources = main.actions['identities/listMyResources'];

/** The organizations the identity can reach (SPEC §7 listMyResources, resourceType = organization). */
/** Every organization of the identity: all pages of 500, following the `after` cursor. */
export const organizationsQueryOptions = () =>
  listAll(listMyResources, { filters: [['resourceType', '=', 'organization']] });

/** The identity's permissions on one resource — the selected organization (SPEC §6), or identity-wide. */
export const myPermissionsQueryOptions = (resourceId: string | undefined) =>
  actionQueryOptions(
    api,
    main.actions['identities/getMyPermissions'],
    resourceId
      ? { payload: { data: { type: 'get-request', attributes: { resourceId } } } }
      : undefined,
  );

const resourceTree = main.actions['identities/getResourceTree'];

/**
 * The identity's whole resource tree (every page): the merchant at its root, organizations, projects. One query
 * for everything read from it (through `select`), so the tree is fetched once, not once per reader.
 */
export const resourceTreeQueryOptions = () =>
  queryOptions({
    ...listAll(resourceTree, {}),
    // The tree rarely changes while the app is open.
    staleTime: 5 * 60_000,
  });

const merchantOf = (nodes: readonly ResourceNode[]) =>
  nodes.find((node) => node.attributes.resourceType === 'merchant') ?? null;

/** The identity's merchant: the root of its resource tree (new organizations are created under it). */
export const merchantQueryOptions = () =>
  queryOptions({ ...resourceTreeQueryOptions(), select: merchantOf });
