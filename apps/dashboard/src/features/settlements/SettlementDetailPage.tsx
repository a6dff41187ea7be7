import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList, Link, PageHeader, Stack, Text } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { settlementDay } from './period';
import { settlementQueries } from './queries';

const route = getRouteApi('/_dashboard/settlement/$settlementId');

/** One settlement: its period, how gross became net, and the payout that paid it out. */
export function SettlementDetailPage() {
  const { t } = useLingui();
  const { settlementId } = route.useParams();
  const { data } = useSuspenseQuery(settlementQueries.detail(settlementId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const settlement = data.data;
  const { attributes: a } = settlement;
  usePageTitle(settlementId);
  const money = (minor: number) => <Text tabular>{formatAmount(minor, a.currency)}</Text>;
  // Deductions below zero: the sign says which way they go, not only the words.
  const deduction = (minor: number) => money(minor > 0 ? -minor : minor);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Settlement of ${settlementDay(settlement)}`}
        description={t`${a.currency} payments of one day, settled ${formatDateTime(a.settledAt)}.`}
      />
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Settlement id`} copyValue={settlement.id}>
            <Text mono>{settlement.id}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Currency`}>{a.currency}</DescriptionItem>
          <DescriptionItem term={t`Period`}>
            {t`${formatDateTime(a.periodStart)} to ${formatDateTime(a.periodEnd)}`}
          </DescriptionItem>
          <DescriptionItem term={t`Settled`}>{formatDateTime(a.settledAt)}</DescriptionItem>
          <DescriptionItem term={t`Payout`} termText={t`payout id`}>
            {a.payoutId ? (
              <Link href={`/payouts/${encodeURIComponent(a.payoutId)}`}>
                <Text mono>{a.payoutId}</Text>
              </Link>
            ) : (
              t`Not paid out yet: the next automatic payout will include it`
            )}
          </DescriptionItem>
        </DescriptionList>
      </Card>
      <Card title={t`From gross to net`}>
        <DescriptionList columns={1} layout="horizontal" aria-label={t`From gross to net`}>
          <DescriptionItem term={t`Gross`}>{money(a.gross)}</DescriptionItem>
          <DescriptionItem term={t`Fees`}>{deduction(a.fees)}</DescriptionItem>
          <DescriptionItem term={t`Refunds`}>{deduction(a.refunds)}</DescriptionItem>
          <DescriptionItem term={t`Chargebacks`}>{deduction(a.chargebacks)}</DescriptionItem>
          <DescriptionItem term={t`Reserve held`}>{deduction(a.reserveHeld)}</DescriptionItem>
          <DescriptionItem term={t`Net paid`}>
            <Text tabular weight="semibold">
              {formatAmount(a.net, a.currency)}
            </Text>
          </DescriptionItem>
        </DescriptionList>
      </Card>
    </Stack>
  );
}
