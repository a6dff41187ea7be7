/** The API keys list's URL state: statuses, a project and a text search. */
import { apiKeyStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { optionalParam, searchTextParam, valuesParam } from '../../shared/lists/searchParams';

export const apiKeySearchSchema = v.object({
  status: valuesParam(apiKeyStatuses),
  project: optionalParam(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.minLength(1)),
  ),
  q: searchTextParam,
});
export type ApiKeySearch = v.InferOutput<typeof apiKeySearchSchema>;
