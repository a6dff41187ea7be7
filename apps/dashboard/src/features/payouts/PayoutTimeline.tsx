import { useLingui } from '@lingui/react/macro';
import type { Payout } from '@paydesk/api-client';
import { Text } from '@paydesk/ui';
import { useDateFormat } from '../../shared/preferences';
import { payoutFailureReasonLabels } from './labels';
import * as styles from './PayoutTimeline.css';

interface Step {
  key: string;
  label: string;
  /** When it happened (or is expected); the provider does not say when a payout went to the bank. */
  at: string | null;
  note?: string;
}

/** A payout's way: created (new), sent to the bank (pending), then paid or failed, its current step marked. */
export function PayoutTimeline({ payout }: { payout: Payout }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { status, createdAt, expectedAt, paidAt, failedAt, failureReason } = payout.attributes;

  const steps: Step[] = [{ key: 'new', label: t`Created`, at: createdAt }];
  steps.push(
    status === 'new'
      ? { key: 'pending', label: t`Not sent to the bank yet`, at: null }
      : { key: 'pending', label: t`Sent to the bank`, at: null },
  );
  if (status === 'paid') steps.push({ key: 'paid', label: t`Paid`, at: paidAt });
  else if (status === 'failed') {
    const reason = failureReason ? i18n._(payoutFailureReasonLabels[failureReason]) : t`Unknown`;
    steps.push({
      key: 'failed',
      label: t`Failed`,
      at: failedAt,
      note: t`${reason}. The amount was returned to your available balance.`,
    });
  } else steps.push({ key: 'expected', label: t`Expected to arrive`, at: expectedAt });

  // The step the payout is at: the last one done (an expected arrival is still to come).
  const current: string = status;

  return (
    <ol className={styles.list} aria-label={t`Status timeline`}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={styles.step}
          aria-current={step.key === current ? 'step' : undefined}
          data-step={step.key}
        >
          <span className={styles.date}>{step.at ? formatDateTime(step.at) : '—'}</span>
          <span>
            <Text weight="medium">{step.label}</Text>
            {step.note && <Text as="p">{step.note}</Text>}
          </span>
        </li>
      ))}
    </ol>
  );
}
