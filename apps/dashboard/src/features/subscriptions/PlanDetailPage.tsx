import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList, Link, PageHeader, Stack, Text } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { PlanActions } from './PlanActions';
import { writePlans } from './permissions';
import { PlanFormModal } from './PlanFormModal';
import { subscriptionQueries } from './queries';
import { useBillingPeriod } from './useBillingPeriod';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/plans/$planId');

/** One plan: its terms, how many subscriptions use it; edit, archive (in use) or delete (unused). */
export function PlanDetailPage() {
  const { t } = useLingui();
  const { planId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(subscriptionQueries.plan(planId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const [editing, setEditing] = useState(false);
  const plan = data.data;
  const { attributes } = plan;
  usePageTitle(attributes.name);
  const canWrite = organization.permissions.allows(writePlans);

  return (
    <Stack gap="lg">
      <PageHeader
        title={attributes.name}
        meta={<ProviderStatus vocabulary="plan" status={attributes.status} />}
        actions={canWrite && <PlanActions plan={plan} onEdit={() => setEditing(true)} />}
      />
      <Card title={t`Terms`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Price`}>
            <Text tabular>{formatAmount(attributes.amount, attributes.currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Billing period`}>
            {billingPeriod(attributes.interval, attributes.intervalCount)}
          </DescriptionItem>
          <DescriptionItem term={t`Discount`}>
            <Text tabular>{`${attributes.discountPercent} %`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`One-time fee`}>
            <Text tabular>{formatAmount(attributes.setupFee, attributes.currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Trial`}>
            {attributes.trialDays > 0 ? t`${attributes.trialDays} days` : t`None`}
          </DescriptionItem>
          <DescriptionItem term={t`VAT`}>
            <Text tabular>{`${attributes.vatPercent} %`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Subscriptions`}>
            <Link href={`/subscriptions?planId=${encodeURIComponent(plan.id)}`}>
              {t`${attributes.subscriptionCount} subscriptions`}
            </Link>
          </DescriptionItem>
          <IdItem term={t`Plan id`} id={plan.id} />
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
          <DescriptionItem term={t`Updated`}>
            {formatDateTime(attributes.updatedAt)}
          </DescriptionItem>
        </DescriptionList>
      </Card>
      {editing && (
        <PlanFormModal
          organizationId={attributes.organizationId}
          plan={plan}
          onOpenChange={setEditing}
        />
      )}
    </Stack>
  );
}
