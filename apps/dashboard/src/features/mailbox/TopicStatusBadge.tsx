import { useLingui } from '@lingui/react/macro';
import type { TopicStatus } from '@paydesk/api-client';
import { StatusBadge } from '@paydesk/ui';
import { topicStatusLabels, topicStatusTones } from './labels';

export function TopicStatusBadge({ status, size }: { status: TopicStatus; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={topicStatusTones[status]} size={size}>
      {i18n._(topicStatusLabels[status])}
    </StatusBadge>
  );
}
