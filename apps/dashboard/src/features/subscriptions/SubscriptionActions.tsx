import { useLingui } from '@lingui/react/macro';
import { subscriptions, type SubscriptionDetail } from '@paydesk/api-client';
import { Inline, Radio, RadioGroup, Stack, Text } from '@paydesk/ui';
import { useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { useDateFormat } from '../../shared/preferences';
import { subscriptionErrorMessages } from './labels';
import { allSubscriptionKeys } from './queries';

/** Pause, resume and cancel, each confirmed with what will happen. */
export function SubscriptionActions({ subscription }: { subscription: SubscriptionDetail }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const [atPeriodEnd, setAtPeriodEnd] = useState(true);
  const { status, cancelAtPeriodEnd, nextBillingAt, trialEndsAt } = subscription.attributes;
  const running = status === 'trialling' || status === 'active';
  const periodEnd = status === 'trialling' ? trialEndsAt : nextBillingAt;
  const cancelsLater = running && atPeriodEnd;
  const refresh = allSubscriptionKeys();
  const action = subscriptions.actions;
  const pause = useConfirmedAction(action['subscriptions/pause'], {
    done: t`Subscription paused`,
    refresh,
  });
  const resume = useConfirmedAction(action['subscriptions/resume'], {
    done: t`Subscription resumed`,
    refresh,
  });
  const cancel = useConfirmedAction(action['subscriptions/cancel'], {
    done: cancelsLater
      ? t`Subscription cancels at the end of its period`
      : t`Subscription cancelled`,
    refresh,
  });
  const failure = (error: unknown) => i18n._(errorMessage(error, subscriptionErrorMessages));
  const byId = { id: subscription.id, payload: undefined };

  return (
    <Inline gap="sm">
      {running && (
        <ConfirmedActionButton
          variant="primary"
          label={t`Pause`}
          title={t`Pause this subscription?`}
          confirmLabel={t`Pause subscription`}
          onConfirm={() => pause(byId)}
          errorText={failure}
        >
          {t`Nothing is billed while it is paused. When it is resumed, billing starts again from that day; the cycles in between are not billed.`}
        </ConfirmedActionButton>
      )}
      {status === 'paused' && (
        <ConfirmedActionButton
          variant="primary"
          label={t`Resume`}
          title={t`Resume this subscription?`}
          confirmLabel={t`Resume subscription`}
          onConfirm={() => resume(byId)}
          errorText={failure}
        >
          {t`Billing starts again: an invoice that is due now is charged at once.`}
        </ConfirmedActionButton>
      )}
      {status !== 'cancelled' && status !== 'expired' && !cancelAtPeriodEnd && (
        <ConfirmedActionButton
          label={t`Cancel subscription`}
          title={t`Cancel this subscription?`}
          confirmLabel={t`Cancel subscription`}
          cancelLabel={t`Keep subscription`}
          onConfirm={() =>
            cancel({
              id: subscription.id,
              payload: {
                data: { type: 'subscription-cancel', attributes: { atPeriodEnd: cancelsLater } },
              },
            })
          }
          errorText={failure}
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
        </ConfirmedActionButton>
      )}
    </Inline>
  );
}
