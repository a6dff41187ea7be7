import { useLingui } from '@lingui/react/macro';
import { Card, Inline, Link, Stack, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { ProviderStatus } from '../../shared/status';
import { subscriptionQueries } from './queries';
import { useBillingPeriod } from './useBillingPeriod';

/** A customer's subscriptions, for the customer's page (shown to those who may read subscriptions). */
export function CustomerSubscriptions({
  organizationId,
  customerId,
}: {
  organizationId: string;
  customerId: string;
}) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const list = useQuery(subscriptionQueries.list(organizationId, { customerId }));
  return (
    <Card title={t`Subscriptions`}>
      {list.isPending ? (
        <Text tone="muted">{t`Loading…`}</Text>
      ) : list.isError ? (
        <Text tone="muted">{t`The subscriptions could not be loaded.`}</Text>
      ) : list.data.length === 0 ? (
        <Text tone="muted">{t`This customer has no subscriptions.`}</Text>
      ) : (
        <Stack gap="sm" as="ul" aria-label={t`Subscriptions of this customer`}>
          {list.data.map((row) => (
            <Inline key={row.id} as="li" gap="sm">
              <Link href={`/subscriptions/${encodeURIComponent(row.id)}`}>
                {row.attributes.planName}
              </Link>
              <Text tabular>
                {`${formatAmount(row.attributes.amount, row.attributes.currency)} · ${billingPeriod(row.attributes.interval, row.attributes.intervalCount)}`}
              </Text>
              <ProviderStatus vocabulary="filter" status={row.attributes.status} size="sm" />
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}
