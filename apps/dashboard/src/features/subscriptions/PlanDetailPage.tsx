import { useLingui } from '@lingui/react/macro';
import { subscriptions } from '@paydesk/api-client';
import {
  Button,
  Card,
  DescriptionItem,
  DescriptionList,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { subscriptionErrorMessages } from './labels';
import { writePlans } from './permissions';
import { PlanFormModal } from './PlanFormModal';
import { allSubscriptionKeys, subscriptionQueries } from './queries';
import { useBillingPeriod } from './useBillingPeriod';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/plans/$planId');

/** One plan: its terms, how many subscriptions use it; edit, archive (in use) or delete (unused). */
export function PlanDetailPage() {
  const { t, i18n } = useLingui();
  const { planId } = route.useParams();
  const { organization } = route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(subscriptionQueries.plan(planId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const [editing, setEditing] = useState(false);
  const archive = useConfirmedAction(subscriptions.actions['plans/archive'], {
    done: t`Plan archived`,
    refresh: allSubscriptionKeys(),
  });
  const remove = useConfirmedAction(subscriptions.actions['plans/delete'], {
    done: t`Plan deleted`,
    refresh: [subscriptionQueries.keys.plans()],
  });
  const plan = data.data;
  const { attributes } = plan;
  usePageTitle(attributes.name);
  const canWrite = organization.permissions.allows(writePlans);
  const failure = (error: unknown) => i18n._(errorMessage(error, subscriptionErrorMessages));

  return (
    <Stack gap="lg">
      <PageHeader
        title={attributes.name}
        meta={<ProviderStatus vocabulary="plan" status={attributes.status} />}
        actions={
          canWrite && (
            <Inline gap="sm">
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {t`Edit`}
              </Button>
              {attributes.subscriptionCount > 0 ? (
                attributes.status === 'active' && (
                  <ConfirmedActionButton
                    variant="primary"
                    label={t`Archive`}
                    title={t`Archive this plan?`}
                    confirmLabel={t`Archive plan`}
                    onConfirm={() => archive({ id: plan.id, payload: undefined })}
                    errorText={failure}
                  >
                    {t`Its ${attributes.subscriptionCount} subscriptions go on as they are; new subscriptions cannot choose it.`}
                  </ConfirmedActionButton>
                )
              ) : (
                <ConfirmedActionButton
                  label={t`Delete`}
                  title={t`Delete this plan?`}
                  confirmLabel={t`Delete plan`}
                  onConfirm={async () => {
                    await remove({ id: plan.id, payload: undefined });
                    queryClient.removeQueries({ queryKey: subscriptionQueries.keys.plan() });
                    void navigate({ to: '/plans' });
                  }}
                  errorText={failure}
                >
                  {t`No subscription uses it. This cannot be undone.`}
                </ConfirmedActionButton>
              )}
            </Inline>
          )
        }
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
