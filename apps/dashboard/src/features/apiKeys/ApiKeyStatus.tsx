import { useLingui } from '@lingui/react';
import type { ApiKeyStatus as Status } from '@paydesk/api-client';
import { StatusBadge } from '@paydesk/ui';
import { apiKeyStatusLabels, apiKeyStatusTones } from './labels';

export function ApiKeyStatus({ status, size }: { status: Status; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={apiKeyStatusTones[status]} size={size} data-status={status}>
      {i18n._(apiKeyStatusLabels[status])}
    </StatusBadge>
  );
}
