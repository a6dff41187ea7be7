/** The team list's URL state: roles, statuses and a text search. */
import { roleNames } from '@paydesk/permissions';
import { teamStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { searchTextParam, valuesParam } from '../../shared/lists/searchParams';

export const teamSearchSchema = v.object({
  role: valuesParam(roleNames),
  status: valuesParam(teamStatuses),
  q: searchTextParam,
});
export type TeamSearch = v.InferOutput<typeof teamSearchSchema>;
