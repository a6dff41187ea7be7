/** The mailbox's URL state: statuses, unread only, and a search in subjects. */
import { topicStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { optionalParam, searchTextParam, valuesParam } from '../../shared/lists/searchParams';

export const mailboxSearchSchema = v.object({
  status: valuesParam(topicStatuses),
  unread: optionalParam(v.literal(true)),
  q: searchTextParam,
});
export type MailboxSearch = v.InferOutput<typeof mailboxSearchSchema>;

type TopicFilter =
  ['status', 'in', string[]] | ['unread', '=', boolean] | ['subject', 'like', string];

/** The topics list request's filters for a view. */
export function topicFilters(search: MailboxSearch): TopicFilter[] {
  const filters: TopicFilter[] = [];
  if (search.status?.length) filters.push(['status', 'in', [...search.status]]);
  if (search.unread) filters.push(['unread', '=', true]);
  if (search.q) filters.push(['subject', 'like', search.q]);
  return filters;
}
