import { mailbox, PENDING_TOPICS_PAGE_SIZE, RESOURCE_PAGE_SIZE } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { listFirstPage } from '../../shared/api/listQueries';
import { topicFilters, type MailboxSearch } from './search';

/** The kind keeps the badge's stream apart from the mailbox list's (topics/list answers are ignorable). */
const PENDING_COUNT_KIND = 'pending-count';
const INBOX_KIND = 'inbox';

const topicsList = mailbox.actions['topics/list'];
const messagesList = mailbox.actions['messages/list'];

/** Pending topics of an organization, one page of 200: the sidebar's new-issue count (SPEC §4, §9). */
export const pendingTopicsQueryOptions = (organizationId: string) =>
  listFirstPage(
    topicsList,
    { resourceId: organizationId, filters: [['status', '=', 'pending']] },
    PENDING_TOPICS_PAGE_SIZE,
    PENDING_COUNT_KIND,
  );

export const mailboxQueries = {
  keys: {
    /** Every topics/list answer: the inbox and the badge. */
    topics: () => actionKeys.action(topicsList),
    messages: () => actionKeys.action(messagesList),
  },
  /** The inbox: the organization's topics (the caller's own, or all with topics.all), newest activity first. */
  topics: (organizationId: string, search: MailboxSearch) =>
    listFirstPage(
      topicsList,
      { resourceId: organizationId, filters: topicFilters(search) as never },
      RESOURCE_PAGE_SIZE,
      INBOX_KIND,
    ),
  /** A topic's conversation with its attachments; asking marks the topic read. */
  messages: (topicId: string) =>
    listFirstPage(messagesList, { resourceId: topicId }, RESOURCE_PAGE_SIZE, 'conversation'),
};
