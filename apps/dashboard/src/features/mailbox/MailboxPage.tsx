import { useLingui } from '@lingui/react/macro';
import { topicStatuses, type TopicStatus } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';
import {
  Button,
  Checkbox,
  EmptyState,
  Inline,
  Link,
  PageHeader,
  Select,
  SelectItem,
  SkeletonText,
  Stack,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Conversation } from './Conversation';
import { topicStatusLabels } from './labels';
import * as styles from './mailbox.css';
import { NewTopicModal } from './NewTopicModal';
import { openTopics } from './permissions';
import { mailboxQueries } from './queries';
import type { MailboxSearch } from './search';
import { TopicList } from './TopicList';
import { ListSearchField } from '../../shared/lists/ListSearchField';

export interface MailboxPageProps {
  organizationId: string;
  allows: (meta: PermissionMeta) => boolean;
  search: MailboxSearch;
  /** The open conversation, from /mailbox/{id}. */
  topicId?: string;
}

const ALL = 'all';

/**
 * The support inbox like Intercom's or Zendesk's: the organization's topics (filters and search in the URL) beside
 * the open conversation on wide screens; on narrow ones the conversation replaces the list.
 */
export function MailboxPage({ organizationId, allows, search, topicId }: MailboxPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  // Pushed topic changes refetch the inbox, the open conversation and the sidebar badge.
  const topics = useQuery(mailboxQueries.topics(organizationId, search));
  // The open topic stays shown even when the filters hide it from the list.
  const everything = useQuery({
    ...mailboxQueries.topics(organizationId, {}),
    enabled: topicId !== undefined,
  });
  const open = topicId
    ? (topics.data?.data.find((topic) => topic.id === topicId) ??
      everything.data?.data.find((topic) => topic.id === topicId))
    : undefined;

  const setSearch = (next: MailboxSearch) =>
    void navigate({ to: '.', search: next, replace: true });
  const status = search.status?.length === 1 ? search.status[0]! : ALL;
  const isFiltered = Boolean(search.status || search.unread || search.q);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Mailbox`}
        description={t`Questions to Paydesk support and their answers.`}
        actions={
          allows(openTopics) && (
            <Button variant="primary" onPress={() => setCreating(true)}>
              {t`New topic`}
            </Button>
          )
        }
      />
      <div className={styles.inbox}>
        <div className={[styles.pane, topicId ? styles.hiddenWhenNarrow : ''].join(' ')}>
          <Stack gap="md">
            <div role="search" aria-label={t`Filter topics`}>
              <Stack gap="sm">
                <ListSearchField
                  label={t`Search subjects`}
                  value={search.q ?? ''}
                  onChange={(q) => setSearch({ ...search, q: q || undefined })}
                />
                <Inline gap="md" align="end" wrap>
                  <Select
                    label={t`Status`}
                    size="sm"
                    selectedKey={status}
                    onSelectionChange={(key) =>
                      setSearch({
                        ...search,
                        status: key === ALL ? undefined : [key as TopicStatus],
                      })
                    }
                  >
                    <SelectItem id={ALL}>{t`All statuses`}</SelectItem>
                    {topicStatuses.map((value) => (
                      <SelectItem key={value} id={value}>
                        {i18n._(topicStatusLabels[value])}
                      </SelectItem>
                    ))}
                  </Select>
                  <Checkbox
                    isSelected={search.unread === true}
                    onChange={(unread) => setSearch({ ...search, unread: unread || undefined })}
                  >
                    {t`Unread only`}
                  </Checkbox>
                </Inline>
              </Stack>
            </div>
            {topics.isPending ? (
              <SkeletonText lines={8} />
            ) : topics.isError ? (
              <EmptyState
                variant="error"
                title={t`The topics could not be loaded.`}
                onRetry={() => void topics.refetch()}
                isRetrying={topics.isFetching}
              />
            ) : topics.data.data.length === 0 ? (
              <EmptyState
                title={isFiltered ? t`No topics match these filters` : t`No topics yet`}
                description={
                  isFiltered
                    ? t`Change or clear the filters to see more.`
                    : t`Questions you send to support appear here with their answers.`
                }
              />
            ) : (
              <TopicList topics={topics.data.data} selectedId={topicId} />
            )}
          </Stack>
        </div>
        <div className={styles.pane}>
          {topicId === undefined ? (
            <div className={styles.hiddenWhenNarrow}>
              <EmptyState
                title={t`No topic selected`}
                description={t`Choose a topic to read the conversation.`}
              />
            </div>
          ) : open ? (
            <Stack gap="sm">
              <Link href="/mailbox">{t`All topics`}</Link>
              <Conversation key={open.id} topic={open} allows={allows} />
            </Stack>
          ) : everything.isPending || topics.isPending ? (
            <SkeletonText lines={8} />
          ) : (
            <EmptyState
              title={t`Topic not found`}
              description={t`It may belong to another organization or to someone else.`}
            />
          )}
        </div>
      </div>
      {isCreating && <NewTopicModal organizationId={organizationId} onOpenChange={setCreating} />}
    </Stack>
  );
}
