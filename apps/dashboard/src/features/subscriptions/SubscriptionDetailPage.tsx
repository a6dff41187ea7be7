import { useLingui } from '@lingui/react/macro';
import {
  Card,
  DescriptionItem,
  DescriptionList,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { collectionLabels, endLabels } from './labels';
import { writeSubscriptions } from './permissions';
import { subscriptionQueries } from './queries';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionTimeline } from './SubscriptionTimeline';
import { useBillingPeriod } from './useBillingPeriod';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/subscriptions/$subscriptionId');

/** One subscription: its terms and schedule, its timeline of invoices and payments; pause, resume, cancel. */
export function SubscriptionDetailPage() {
  const { t, i18n } = useLingui();
  const { subscriptionId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(subscriptionQueries.detail(subscriptionId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const subscription = data.data;
  const a = subscription.attributes;
  usePageTitle(`${a.customerName} · ${a.planName}`);
  const when = (at: string | null) => (at ? formatDateTime(at) : '—');
  const ends =
    a.ends === 'after-cycles'
      ? t`After ${a.endsAfterCycles} billing cycles`
      : a.ends === 'custom-date'
        ? t`On ${when(a.endsAt)}`
        : i18n._(endLabels.never);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`${a.customerName} · ${a.planName}`}
        meta={<ProviderStatus vocabulary="filter" status={a.status} />}
        actions={
          organization.permissions.allows(writeSubscriptions) && (
            <SubscriptionActions subscription={subscription} />
          )
        }
      />
      {a.cancelAtPeriodEnd && (
        <InlineAlert tone="info">
          {t`Cancels at the end of the current period (${when(a.status === 'trialling' ? a.trialEndsAt : a.nextBillingAt)}).`}
        </InlineAlert>
      )}
      {a.status === 'halted' && (
        <InlineAlert tone="danger">
          {t`Halted: the payments kept failing after every reminder. Nothing more is billed.`}
        </InlineAlert>
      )}
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Customer`}>
            <Stack gap="none">
              <Link href={`/customers/${encodeURIComponent(a.customerId)}`}>{a.customerName}</Link>
              <Text size="sm" tone="muted">
                {a.customerEmail}
              </Text>
            </Stack>
          </DescriptionItem>
          <DescriptionItem term={t`Plan`}>
            <Link href={`/plans/${encodeURIComponent(a.planId)}`}>{a.planName}</Link>
          </DescriptionItem>
          <DescriptionItem term={t`Price`}>
            <Text
              tabular
            >{`${formatAmount(a.amount, a.currency)} · ${billingPeriod(a.interval, a.intervalCount)}`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Discount, one-time fee, VAT`}>
            <Text
              tabular
            >{`${a.discountPercent} % · ${formatAmount(a.setupFee, a.currency)} · ${a.vatPercent} %`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Starts`}>{when(a.startsAt)}</DescriptionItem>
          <DescriptionItem term={t`Trial ends`}>{when(a.trialEndsAt)}</DescriptionItem>
          <DescriptionItem term={t`Ends`}>{ends}</DescriptionItem>
          <DescriptionItem term={t`Next invoice`}>
            {a.status === 'trialling' || a.status === 'active' ? when(a.nextBillingAt) : '—'}
          </DescriptionItem>
          <DescriptionItem term={t`Collection method`}>
            {a.collectionMethod === 'payment-method' && a.paymentMethodLabel
              ? `${i18n._(collectionLabels['payment-method'])}: ${a.paymentMethodLabel}`
              : i18n._(collectionLabels[a.collectionMethod])}
          </DescriptionItem>
          <DescriptionItem term={t`Reminders when a payment fails`}>
            <Text tabular>{a.reminders}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Billing cycles billed`}>
            <Text tabular>{a.cyclesBilled}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Ended`}>{when(a.endedAt)}</DescriptionItem>
          {a.invoiceFields.map((field) => (
            <DescriptionItem key={field.name} term={field.name}>
              {field.value}
            </DescriptionItem>
          ))}
          <IdItem term={t`Subscription id`} id={subscription.id} />
        </DescriptionList>
      </Card>
      <Card title={t`Invoices and payments`}>
        <SubscriptionTimeline invoices={a.invoices} />
      </Card>
    </Stack>
  );
}
