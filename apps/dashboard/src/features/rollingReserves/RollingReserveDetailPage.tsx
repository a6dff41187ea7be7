import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList, Link, PageHeader, Stack, Text } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { rollingReserveQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/rollings/$reserveId');

/** One rolling reserve: how much was held, from which settlement, and when it is (or was) released. */
export function RollingReserveDetailPage() {
  const { t } = useLingui();
  const { reserveId } = route.useParams();
  const { data } = useSuspenseQuery(rollingReserveQueries.detail(reserveId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const reserve = data.data;
  const { attributes: a } = reserve;
  usePageTitle(reserveId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Reserve of ${formatAmount(a.amount, a.currency)}`}
        meta={<ProviderStatus vocabulary="rollingReserve" status={a.status} />}
      />
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <IdItem term={t`Reserve id`} id={reserve.id} />
          <DescriptionItem term={t`Amount`}>
            <Text tabular>{formatAmount(a.amount, a.currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Held from`} termText={t`settlement id`}>
            <Link href={`/settlement/${encodeURIComponent(a.settlementId)}`}>
              {t`Settlement of ${a.periodStart.slice(0, 10)}`}
            </Link>
          </DescriptionItem>
          <DescriptionItem term={t`Settlement period`}>
            {t`${formatDateTime(a.periodStart)} to ${formatDateTime(a.periodEnd)}`}
          </DescriptionItem>
          <DescriptionItem term={t`Held`}>{formatDateTime(a.heldAt)}</DescriptionItem>
          <DescriptionItem term={t`Release date`}>{formatDateTime(a.releaseAt)}</DescriptionItem>
          <DescriptionItem term={t`Released`}>
            {a.releasedAt
              ? formatDateTime(a.releasedAt)
              : t`Not yet: it returns to your available balance on the release date`}
          </DescriptionItem>
        </DescriptionList>
      </Card>
    </Stack>
  );
}
