import { fetchAllPages, main, RESOURCE_PAGE_SIZE, type ListRequest } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** The signed-in user (name, email, whether 2FA is on). */
export const meQueryOptions = () => actionQueryOptions(api, main.actions['users/me']);

const listActiveTokens = main.actions['identities/listActiveTokens'];
const activeTokensRequest = {
  payload: {
    data: { type: 'list-request', attributes: { page: { size: RESOURCE_PAGE_SIZE } } },
  } satisfies ListRequest,
};

/** The identity's login sessions (SPEC §7 listActiveTokens, pages of 500). */
export const activeTokensQueryOptions = () =>
  queryOptions({
    queryKey: actionKeys.call(listActiveTokens, activeTokensRequest),
    queryFn: async ({ signal }) =>
      (await fetchAllPages(api, listActiveTokens, activeTokensRequest, { signal })).data,
  });
