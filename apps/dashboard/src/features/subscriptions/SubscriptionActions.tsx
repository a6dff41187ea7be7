import { useLingui } from '@lingui/react/macro';
import { subscriptions, type SubscriptionDetail } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, Inline, Radio, RadioGroup, Stack, Text, toast } from '@paydesk/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useDateFormat } from '../../shared/preferences';
import { subscriptionErrorMessages } from './labels';
import { useRefreshSubscriptions } from './useRefreshSubscriptions';

type Confirming = 'pause' | 'resume' | 'cancel' | null;

/** Pause, resume and cancel, each confirmed with what will happen. */
export function SubscriptionActions({ subscription }: { subscription: SubscriptionDetail }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [atPeriodEnd, setAtPeriodEnd] = useState(true);
  const pause = useMutation(
    actionMutationOptions(api, subscriptions.actions['subscriptions/pause']),
  );
  const resume = useMutation(
    actionMutationOptions(api, subscriptions.actions['subscriptions/resume']),
  );
  const cancel = useMutation(
    actionMutationOptions(api, subscriptions.actions['subscriptions/cancel']),
  );
  const { status, cancelAtPeriodEnd, nextBillingAt, trialEndsAt } = subscription.attributes;
  const running = status === 'trialling' || status === 'active';
  const periodEnd = status === 'trialling' ? trialEndsAt : nextBillingAt;
  const refresh = useRefreshSubscriptions();
  const failure = (error: unknown) => i18n._(errorMessage(error, subscriptionErrorMessages));
  const close = (open: boolean) => !open && setConfirming(null);

  return (
    <>
      <Inline gap="sm">
        {running && (
          <Button variant="secondary" onPress={() => setConfirming('pause')}>
            {t`Pause`}
          </Button>
        )}
        {status === 'paused' && (
          <Button variant="secondary" onPress={() => setConfirming('resume')}>
            {t`Resume`}
          </Button>
        )}
        {status !== 'cancelled' && status !== 'expired' && !cancelAtPeriodEnd && (
          <Button variant="danger" onPress={() => setConfirming('cancel')}>
            {t`Cancel subscription`}
          </Button>
        )}
      </Inline>
      {confirming === 'pause' && (
        <AlertDialog
          isOpen
          onOpenChange={close}
          title={t`Pause this subscription?`}
          confirmLabel={t`Pause subscription`}
          onConfirm={async () => {
            await pause.mutateAsync({ id: subscription.id, payload: undefined });
            toast.success(t`Subscription paused`);
            await refresh();
          }}
          errorMessage={failure}
        >
          {t`Nothing is billed while it is paused. When it is resumed, billing starts again from that day; the cycles in between are not billed.`}
        </AlertDialog>
      )}
      {confirming === 'resume' && (
        <AlertDialog
          isOpen
          onOpenChange={close}
          title={t`Resume this subscription?`}
          confirmLabel={t`Resume subscription`}
          onConfirm={async () => {
            await resume.mutateAsync({ id: subscription.id, payload: undefined });
            toast.success(t`Subscription resumed`);
            await refresh();
          }}
          errorMessage={failure}
        >
          {t`Billing starts again: an invoice that is due now is charged at once.`}
        </AlertDialog>
      )}
      {confirming === 'cancel' && (
        <AlertDialog
          isOpen
          variant="danger"
          onOpenChange={close}
          title={t`Cancel this subscription?`}
          confirmLabel={t`Cancel subscription`}
          cancelLabel={t`Keep subscription`}
          onConfirm={async () => {
            const later = running && atPeriodEnd;
            await cancel.mutateAsync({
              id: subscription.id,
              payload: {
                data: { type: 'subscription-cancel', attributes: { atPeriodEnd: later } },
              },
            });
            toast.success(
              later ? t`Subscription cancels at the end of its period` : t`Subscription cancelled`,
            );
            await refresh();
          }}
          errorMessage={failure}
        >
          <Stack gap="md">
            {running && periodEnd ? (
              <RadioGroup
                label={t`When`}
                value={atPeriodEnd ? 'period-end' : 'now'}
                onChange={(value) => setAtPeriodEnd(value === 'period-end')}
              >
                <Radio value="period-end">
                  {t`At the end of the current period (${formatDateTime(periodEnd)})`}
                </Radio>
                <Radio value="now">{t`Now`}</Radio>
              </RadioGroup>
            ) : (
              <Text>{t`It is cancelled now.`}</Text>
            )}
            <Text>{t`Nothing is billed after it ends; an unpaid invoice is voided. This cannot be undone.`}</Text>
          </Stack>
        </AlertDialog>
      )}
    </>
  );
}
