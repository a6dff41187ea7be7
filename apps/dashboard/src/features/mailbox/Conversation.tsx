import { useLingui } from '@lingui/react/macro';
import {
  mailbox,
  routes,
  topicStatuses,
  type FileResource,
  type Message,
  type Topic,
  type TopicStatus,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import type { PermissionMeta } from '@paydesk/permissions';
import {
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Select,
  SelectItem,
  SkeletonText,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useDateFormat } from '../../shared/preferences';
import { DownloadButton } from '../reports';
import { Composer } from './Composer';
import { aboutHref, aboutLabels, topicStatusLabels } from './labels';
import * as styles from './mailbox.css';
import { MessageText } from './MessageText';
import { superviseTopics, writeMessages } from './permissions';
import { mailboxQueries } from './queries';
import { TopicStatusBadge } from './TopicStatusBadge';

const dashboard = getRouteApi('/_dashboard');

export interface ConversationProps {
  topic: Topic;
  allows: (meta: PermissionMeta) => boolean;
}

/** One topic: what it is about, its messages with their attachments, the status (supervisors) and the reply box. */
export function Conversation({ topic, allows }: ConversationProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const userId = dashboard.useRouteContext({ select: (context) => context.session.user.id });
  const messages = useQuery(mailboxQueries.messages(topic.id));
  const setStatus = useMutation({
    ...actionMutationOptions(api, mailbox.actions['topics/setStatus']),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.topics() });
      toast.success(
        t`Status changed to ${i18n._(topicStatusLabels[answer.data.attributes.status])}`,
      );
    },
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  const { subject, status, about } = topic.attributes;
  const files = new Map(
    (messages.data?.included ?? []).map((file: FileResource) => [file.id, file]),
  );

  return (
    <Stack gap="md">
      <Card>
        <Stack gap="sm">
          <Heading level={2}>{subject}</Heading>
          <Inline gap="md" align="center" wrap>
            <TopicStatusBadge status={status} />
            {about && (
              <Text tone="muted">
                {i18n._(aboutLabels[about.type])}{' '}
                <Link href={aboutHref(about.type, about.id)}>{about.id}</Link>
              </Text>
            )}
            {allows(superviseTopics) && (
              <Select
                label={t`Topic status`}
                size="sm"
                selectedKey={status}
                isDisabled={setStatus.isPending}
                onSelectionChange={(key) => {
                  if (key === status) return;
                  setStatus.mutate({
                    id: topic.id,
                    payload: {
                      data: { type: 'topic', attributes: { status: key as TopicStatus } },
                    },
                  });
                }}
              >
                {topicStatuses.map((value) => (
                  <SelectItem key={value} id={value}>
                    {i18n._(topicStatusLabels[value])}
                  </SelectItem>
                ))}
              </Select>
            )}
          </Inline>
        </Stack>
      </Card>
      {messages.isPending ? (
        <SkeletonText lines={6} />
      ) : messages.isError ? (
        <EmptyState
          variant="error"
          title={t`The conversation could not be loaded.`}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      ) : (
        <ol className={styles.messages} aria-label={t`Messages`}>
          {messages.data.data.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              files={message.relationships.attachments.data.flatMap((ref) => {
                const file = files.get(ref.id);
                return file ? [file] : [];
              })}
            />
          ))}
        </ol>
      )}
      {allows(writeMessages) && (
        <Card>
          <Composer topicId={topic.id} userId={userId} />
        </Card>
      )}
    </Stack>
  );
}

function MessageItem({ message, files }: { message: Message; files: FileResource[] }) {
  const { t } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { author, authorName, body, createdAt } = message.attributes;
  const fromSupport = author === 'support';
  return (
    <li
      className={[styles.message, fromSupport ? styles.supportMessage : styles.ownMessage].join(
        ' ',
      )}
      data-author={author}
    >
      <Stack gap="sm">
        <Inline gap="sm" justify="between" wrap>
          <Text weight="medium">{fromSupport ? t`Paydesk Support` : authorName}</Text>
          <Text size="sm" tone="muted">
            {formatDateTime(createdAt)}
          </Text>
        </Inline>
        <MessageText body={body} />
        {files.length > 0 && (
          <ul className={styles.attachmentList} aria-label={t`Attachments`}>
            {files.map((file) => (
              <li key={file.id}>
                <Inline gap="xs" align="center">
                  <DownloadButton
                    path={routes.file(file.id)}
                    fileName={file.attributes.name}
                    label={file.attributes.name}
                    progressLabel={t`Downloading ${file.attributes.name}`}
                  />
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </li>
  );
}
