import { useLingui } from '@lingui/react/macro';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '@paydesk/api-client';
import { StatusBadge, Text, type BadgeTone } from '@paydesk/ui';
import { deliveryStatusLabels } from './labels';

/** Enabled, disabled by hand, or disabled by the provider after days of failures. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const { status, disabledReason } = endpoint.attributes;
  if (status === 'enabled')
    return (
      <StatusBadge tone="success" size="sm">
        {t`Enabled`}
      </StatusBadge>
    );
  return (
    <StatusBadge tone={disabledReason === 'failing' ? 'danger' : 'neutral'} size="sm">
      {disabledReason === 'failing' ? t`Disabled: failing` : t`Disabled`}
    </StatusBadge>
  );
}

/** The failure rate of the last 7 days' attempts, in words: "No deliveries" or "2 of 40 failed (5%)". */
export function HealthText({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useLingui();
  const { recentAttempts, recentFailures } = endpoint.attributes;
  if (recentAttempts === 0) return <Text tone="muted">{t`No deliveries`}</Text>;
  const rate = i18n.number(recentFailures / recentAttempts, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <Text tone={recentFailures > 0 ? 'danger' : undefined}>
      {t`${recentFailures} of ${recentAttempts} failed (${rate})`}
    </Text>
  );
}

const deliveryTones: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

export function DeliveryStatus({ status }: { status: WebhookDeliveryStatus }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={deliveryTones[status]} size="sm">
      {i18n._(deliveryStatusLabels[status])}
    </StatusBadge>
  );
}
