import { mailbox, PENDING_TOPICS_PAGE_SIZE } from '@paydesk/api-client';
import { listFirstPage } from '../../shared/api/listQueries';

/** The kind keeps the badge's stream apart from the mailbox list's (topics/list answers are ignorable). */
const PENDING_COUNT_KIND = 'pending-count';

/** Pending topics of an organization, one page of 200: the sidebar's new-issue count (SPEC §4, §9). */
export const pendingTopicsQueryOptions = (organizationId: string) =>
  listFirstPage(
    mailbox.actions['topics/list'],
    { resourceId: organizationId, filters: [['status', '=', 'pending']] },
    PENDING_TOPICS_PAGE_SIZE,
    PENDING_COUNT_KIND,
  );
