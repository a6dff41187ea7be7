import { main, type ListRequest } from '@paydesk/api-client';
import { actionAllPagesQueryOptions, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

/** The signed-in user (name, email, whether 2FA is on). */
export const meQueryOptions = () => actionQueryOptions(api, main.actions['users/me']);

const listActiveTokens = main.actions['identities/listActiveTokens'];
const activeTokensRequest = {
  payload: { data: { type: 'list-request', attributes: {} } } satisfies ListRequest,
};

/** The identity's login sessions (SPEC §7 listActiveTokens, pages of 500). */
export const activeTokensQueryOptions = () =>
  actionAllPagesQueryOptions(api, listActiveTokens, activeTokensRequest);
