import { useQuery } from '@tanstack/react-query';
import { pendingTopicsQueryOptions, useTopicUpdates } from '../mailbox';
import { useSelectedOrganization } from '../organization';
import { usePageVisible } from './usePageVisible';

/**
 * The Mailbox badge: Pending topics of the selected organization (SPEC §4). Keyed by the organization, so a
 * switch refetches; fetched only while the tab is visible, and always again when it becomes visible. A pushed
 * topic change (support answered) refreshes it on any page.
 */
export function useMailboxBadge(): number | undefined {
  useTopicUpdates();
  const { id, permissions } = useSelectedOrganization();
  const visible = usePageVisible();
  const { data } = useQuery({
    ...pendingTopicsQueryOptions(id ?? ''),
    enabled: visible && id !== null && permissions.has('topics.read'),
    staleTime: 0,
    refetchOnWindowFocus: false,
    select: (answer) => answer.data.length,
  });
  return data;
}
