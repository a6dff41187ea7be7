import { useLingui } from '@lingui/react/macro';
import { webhookEndpoints } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  Button,
  Card,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  SidePanel,
  Spinner,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useDateFormat } from '../../shared/preferences';
import { DeliveryStatus } from './EndpointStatus';
import * as styles from './webhooks.css';
import { webhookQueries } from './queries';

/** One delivery: its event, payload (pretty JSON) and every attempt, with resend. */
export function DeliveryPanel({
  deliveryId,
  mayWrite,
  onClose,
}: {
  deliveryId: string;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const query = useQuery(webhookQueries.delivery(deliveryId));
  const resend = useMutation({
    ...actionMutationOptions(api, webhookEndpoints.actions['webhook-endpoints/resend']),
    onSuccess: async () => {
      toast.success(t`Webhook resent`);
      await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.delivery() });
      await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.deliveries() });
    },
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  const delivery = query.data?.data;
  const a = delivery?.attributes;

  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t`Webhook ${a?.eventType ?? ''}`}
      footer={
        mayWrite && delivery ? (
          <Button
            variant="primary"
            isPending={resend.isPending}
            onPress={() => resend.mutate({ id: delivery.id, payload: undefined })}
          >
            {t`Resend`}
          </Button>
        ) : undefined
      }
    >
      {query.isPending && <Spinner aria-label={t`Loading the webhook`} />}
      {query.isError && (
        <EmptyState
          title={t`The webhook could not be loaded.`}
          description={i18n._(errorMessage(query.error))}
        />
      )}
      {a && (
        <Stack gap="lg">
          <DescriptionList columns={2}>
            <DescriptionItem term={t`Status`}>
              <DeliveryStatus status={a.status} />
            </DescriptionItem>
            <DescriptionItem term={t`Webhook ID`} copyValue={a.eventId}>
              <Text mono>{a.eventId}</Text>
            </DescriptionItem>
            <DescriptionItem term={t`Delivered`}>
              {a.deliveredAt ? formatDateTime(a.deliveredAt) : '—'}
            </DescriptionItem>
            <DescriptionItem term={t`Next attempt`}>
              {a.nextAttemptAt ? formatDateTime(a.nextAttemptAt) : '—'}
            </DescriptionItem>
          </DescriptionList>
          <Card title={t`Attempts (${a.attempts.length})`}>
            <ol className={styles.attempts} aria-label={t`Attempts`}>
              {a.attempts.map((attempt, index) => (
                <li key={`${attempt.at}-${index}`} className={styles.attempt} data-testid="attempt">
                  <Stack gap="xs">
                    <Text weight="medium">
                      {t`Attempt ${index + 1}`} · {formatDateTime(attempt.at)} ·{' '}
                      {attempt.statusCode !== null ? t`HTTP ${attempt.statusCode}` : t`No response`}{' '}
                      · {t`${attempt.latencyMs} ms`}
                    </Text>
                    {attempt.error && <Text tone="danger">{attempt.error}</Text>}
                    {attempt.responseExcerpt && (
                      <pre className={styles.excerpt}>{attempt.responseExcerpt}</pre>
                    )}
                  </Stack>
                </li>
              ))}
            </ol>
            {a.attempts.length === 0 && <Text tone="muted">{t`Not attempted yet`}</Text>}
          </Card>
          <Card title={t`Payload`}>
            {/* A long payload scrolls: keyboard users reach it (axe: scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className={styles.payload} tabIndex={0} role="region" aria-label={t`Payload JSON`}>
              {JSON.stringify(a.payload, null, 2)}
            </pre>
          </Card>
        </Stack>
      )}
    </SidePanel>
  );
}
