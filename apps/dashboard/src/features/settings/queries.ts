import { main } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listAll } from '../../shared/api/listQueries';

/** The signed-in user (name, email, whether 2FA is on). */
export const meQueryOptions = () => actionQueryOptions(api, main.actions['users/me']);

const listActiveTokens = main.actions['identities/listActiveTokens'];
/** The identity's login sessions (SPEC §7 listActiveTokens, pages of 500). */
export const activeTokensQueryOptions = () => listAll(listActiveTokens, {});
