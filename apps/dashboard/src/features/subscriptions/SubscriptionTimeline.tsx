import { useLingui } from '@lingui/react/macro';
import type { SubscriptionInvoice } from '@paydesk/api-client';
import { Inline, Link, Text } from '@paydesk/ui';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import * as styles from './SubscriptionTimeline.css';

type Event =
  | { kind: 'payment'; at: string; payment: SubscriptionInvoice['payments'][number] }
  | { kind: 'reminder'; at: string; reminder: SubscriptionInvoice['reminders'][number] };

const eventsOf = (invoice: SubscriptionInvoice): Event[] =>
  [
    ...invoice.payments.map((payment) => ({
      kind: 'payment' as const,
      at: payment.createdAt,
      payment,
    })),
    ...invoice.reminders.map((reminder) => ({
      kind: 'reminder' as const,
      at: reminder.sentAt,
      reminder,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.kind === 'payment' ? -1 : 1));

/** The subscription's invoices, newest first, each with its payment attempts and the reminders sent for it. */
export function SubscriptionTimeline({ invoices }: { invoices: SubscriptionInvoice[] }) {
  const { t } = useLingui();
  const { formatDateTime, formatDate } = useDateFormat();
  const formatAmount = useFormatAmount();
  if (invoices.length === 0) return <Text tone="muted">{t`No invoices yet.`}</Text>;
  return (
    <ol className={styles.list} aria-label={t`Invoices and payments`}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className={styles.invoice} data-invoice={invoice.cycle}>
          <Inline gap="sm">
            <Text weight="medium">
              {t`Invoice ${invoice.cycle}: ${formatAmount(invoice.amount, invoice.currency)}`}
            </Text>
            <ProviderStatus vocabulary="invoice" status={invoice.status} size="sm" />
            <Text size="sm" tone="muted">
              {t`${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)} · net ${formatAmount(invoice.netAmount, invoice.currency)}, VAT ${formatAmount(invoice.vatAmount, invoice.currency)}`}
            </Text>
          </Inline>
          <ul className={styles.events} aria-label={t`Invoice ${invoice.cycle} events`}>
            {eventsOf(invoice).map((event) => (
              <li
                key={`${event.kind}-${event.at}-${event.kind === 'payment' ? event.payment.transactionId : event.reminder.to}`}
                className={styles.event}
                data-event={event.kind}
              >
                <span className={styles.date}>{formatDateTime(event.at)}</span>
                {event.kind === 'payment' ? (
                  <Inline gap="sm">
                    <ProviderStatus
                      vocabulary="transactionResult"
                      status={event.payment.result}
                      size="sm"
                    />
                    <Link href={`/transactions/${encodeURIComponent(event.payment.transactionId)}`}>
                      {event.payment.result === 'success' ? t`Payment` : t`Failed payment`}{' '}
                      <Text mono size="sm">
                        {event.payment.transactionId}
                      </Text>
                    </Link>
                  </Inline>
                ) : (
                  <Text>
                    {event.reminder.channel === 'sms'
                      ? t`Reminder sent by SMS to ${event.reminder.to}`
                      : t`Reminder emailed to ${event.reminder.to}`}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
