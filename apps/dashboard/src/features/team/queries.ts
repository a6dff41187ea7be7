/**
 * The team's one query-options factory: the members list's cursor pages, one member, the organization's team
 * settings and a member's sessions. Keys come from `actionKeys`, so a change invalidates them.
 */
import { main, team, type TeamFilterField } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import type { TeamSearch } from './search';

const list = team.actions['team/list'];
const get = team.actions['team/get'];
const settings = team.actions['team/settings'];
const sessions = team.actions['team/listSessions'];
const FIRST_PAGE_SIZE = 50;

type Filter = [TeamFilterField, 'in' | 'like', string | string[]];

export const onOrganization = (resourceId: string) => ({
  data: { type: 'get-request' as const, attributes: { resourceId } },
});

/** The list request of a view: the organization's members, narrowed by the URL's filters. */
export function teamListAttributes(search: TeamSearch, organizationId: string) {
  const filters: Filter[] = [];
  if (search.role?.length) filters.push(['role', 'in', [...search.role]]);
  if (search.status?.length) filters.push(['status', 'in', [...search.status]]);
  if (search.q) filters.push(['search', 'like', search.q]);
  return { resourceId: organizationId, filters };
}

export const teamQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    settings: () => actionKeys.action(settings),
    sessions: () => actionKeys.action(sessions),
  },
  attributesOf: teamListAttributes,
  pages: (attributes: ReturnType<typeof teamListAttributes>) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),
  detail: (id: string, organizationId: string) =>
    actionQueryOptions(api, get, { id, payload: onOrganization(organizationId) }),
  settings: (organizationId: string) =>
    actionQueryOptions(api, settings, { payload: onOrganization(organizationId) }),
  sessions: (id: string, organizationId: string) =>
    actionQueryOptions(api, sessions, { id, payload: onOrganization(organizationId) }),
};

const identityGroups = main.actions['identities/getIdentityGroups'];

/** An identity's groups (a role on a resource each), for the identity page. */
export const identityGroupQueries = {
  key: () => actionKeys.action(identityGroups),
  of: (identityId: string) => actionQueryOptions(api, identityGroups, { id: identityId }),
};

/** What a change of an identity's roles makes stale: its groups, and the team's list and member pages showing them. */
export const identityGroupChangeKeys = () => [
  identityGroupQueries.key(),
  teamQueries.keys.list(),
  teamQueries.keys.detail(),
];
