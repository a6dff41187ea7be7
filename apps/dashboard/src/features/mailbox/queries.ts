import { mailbox, PENDING_TOPICS_PAGE_SIZE } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

/** The kind keeps the badge's stream apart from the mailbox list's (topics/list answers are ignorable). */
const PENDING_COUNT_KIND = 'pending-count';

/** Pending topics of an organization, one page of 200: the sidebar's new-issue count (SPEC §4, §9). */
export const pendingTopicsQueryOptions = (organizationId: string) =>
  actionQueryOptions(
    api,
    mailbox.actions['topics/list'],
    {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: organizationId,
            page: { size: PENDING_TOPICS_PAGE_SIZE },
            filters: [['status', '=', 'pending']],
          },
        },
      },
    },
    { kind: PENDING_COUNT_KIND },
  );
