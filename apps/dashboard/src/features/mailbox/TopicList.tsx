import { useLingui } from '@lingui/react/macro';
import type { Topic } from '@paydesk/api-client';
import { Text } from '@paydesk/ui';
import { Link } from '@tanstack/react-router';
import { useDateFormat } from '../../shared/preferences';
import { aboutLabels } from './labels';
import * as styles from './mailbox.css';
import { TopicStatusBadge } from './TopicStatusBadge';

/** The inbox rows: subject, status, what it is about, the newest message and whether it is unread. */
export function TopicList({ topics, selectedId }: { topics: Topic[]; selectedId?: string }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  return (
    <ul className={styles.topicList} aria-label={t`Topics`}>
      {topics.map((topic) => {
        const { subject, status, about, lastMessage, unread, updatedAt } = topic.attributes;
        const preview = lastMessage
          ? `${lastMessage.author === 'support' ? t`Support` : t`You`}: ${lastMessage.body}`
          : '';
        return (
          <li key={topic.id} className={styles.topicItem}>
            <Link
              to="/mailbox/$topicId"
              params={{ topicId: topic.id }}
              search={true}
              className={styles.topicLink}
              // The router marks the open topic's row itself; this keeps it marked while its route loads.
              aria-current={topic.id === selectedId ? 'page' : undefined}
              data-unread={unread ? 'true' : undefined}
            >
              <span className={styles.topicRow}>
                {unread && <span className={styles.unreadDot} role="img" aria-label={t`Unread`} />}
                <Text truncate weight={unread ? 'semibold' : 'regular'} className={styles.grow}>
                  {subject}
                </Text>
                <TopicStatusBadge status={status} size="sm" />
              </span>
              <Text truncate size="sm" tone="muted">
                {preview}
              </Text>
              <span className={styles.topicRow}>
                <Text size="sm" tone="muted" className={styles.grow} truncate>
                  {about ? `${i18n._(aboutLabels[about.type])} ${about.id}` : t`General`}
                </Text>
                <Text size="sm" tone="muted">
                  {formatDateTime(lastMessage?.createdAt ?? updatedAt)}
                </Text>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
