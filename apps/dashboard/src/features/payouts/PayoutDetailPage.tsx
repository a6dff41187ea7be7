import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList, PageHeader, Stack, Text } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { PayoutSettlementsCard, readSettlements } from '../settlements';
import { PayoutTimeline } from './PayoutTimeline';
import { payoutQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/payouts/$payoutId');

/** One processing payout: amount, where it went, its way to the bank, and the settlements it paid out. */
export function PayoutDetailPage() {
  const { t } = useLingui();
  const { payoutId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(payoutQueries.detail(payoutId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const payout = data.data;
  const { attributes } = payout;
  // The header's trail reads "Processing payouts › <id>".
  usePageTitle(payoutId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Payout of ${formatAmount(attributes.amount, attributes.currency)}`}
        meta={<ProviderStatus vocabulary="payout" status={attributes.status} />}
      />
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <IdItem term={t`Payout id`} id={payout.id} />
          <DescriptionItem term={t`Amount`}>
            <Text tabular>{formatAmount(attributes.amount, attributes.currency)}</Text>
          </DescriptionItem>
          <IdItem term={t`Payout method`} id={attributes.payoutMethodId} />
          <IdItem term={t`Bank reference`} id={attributes.reference} />
          <DescriptionItem
            term={t`Payout request`}
            copyValue={attributes.payoutRequestId ?? undefined}
          >
            {attributes.payoutRequestId ? (
              <Text mono>{attributes.payoutRequestId}</Text>
            ) : (
              t`None: an automatic payout`
            )}
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
        </DescriptionList>
      </Card>
      <Card title={t`Status`}>
        <PayoutTimeline payout={payout} />
      </Card>
      {organization.permissions.allows(readSettlements) && (
        <PayoutSettlementsCard payout={payout} />
      )}
    </Stack>
  );
}
