/**
 * The allowed IP lists resource's query-options factory: every list of an organization (a few; read whole), searched
 * by the provider. A change invalidates `keys.all()`.
 */
import { allowedIpLists } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { listAll } from '../../shared/api/listQueries';

const list = allowedIpLists.actions['allowed-ip-lists/list'];

export const allowedIpListQueries = {
  keys: { all: () => actionKeys.action(list) },

  /** By name; `q` keeps the lists whose name or an entry contains it. */
  ofOrganization: (resourceId: string, q?: string) =>
    listAll(list, { resourceId, filters: q ? [['search', 'like', q]] : [] }),
};
