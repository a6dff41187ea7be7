import { useLingui } from '@lingui/react/macro';
import { vars } from '@paydesk/ui';
import {
  Card,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../../shared/charts/TimeSeriesChart';
import { QueryFigures } from '../../shared/figures/QueryFigures';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { periodOf, type PeriodPreset } from '../../shared/periods/periods';
import { useTimeZone } from '../../shared/preferences';
import { Temporal } from 'temporal-polyfill';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { usePresetLabels } from '../../shared/periods/usePresetLabels';
import { ProviderStatus } from '../../shared/status';
import { periodPoints, rankByCount } from './aggregate';
import { disputeQueries } from './queries';
import { aggregatedPresets, bucketOf, type AggregateSearch } from './aggregateSearch';
import { AggregateTable } from './AggregateTable';
import type { CurrencyAmount, DisputeAggregate } from '@paydesk/api-client';

const route = getRouteApi('/_dashboard/aggregated-disputes');

/** Disputes of a period counted by state, by reason and per day or month: tables and a chart. */
export function AggregatedDisputesPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { organizationId } = route.useRouteContext();
  const timeZone = useTimeZone();
  const period = periodOf(search.period, Temporal.Now.instant(), timeZone);
  const aggregateAttributes = {
    resourceId: organizationId,
    ...period,
    period: bucketOf(search.period),
  };
  const presetLabels = usePresetLabels();
  const aggregate = useQuery(disputeQueries.aggregate(aggregateAttributes));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Aggregated disputes`}
        description={t`How many disputes were opened in a period, in which state they are and why.`}
      />
      <Inline gap="md">
        <Select
          label={t`Period`}
          selectedKey={search.period}
          onSelectionChange={(key) =>
            void navigate({ search: { period: key as AggregateSearch['period'] }, replace: true })
          }
        >
          {aggregatedPresets.map((preset: PeriodPreset) => (
            <SelectItem key={preset} id={preset}>
              {presetLabels[preset]}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      <QueryFigures
        query={aggregate}
        height={240}
        errorTitle={t`The aggregates could not be loaded.`}
      >
        {(answer) => <AggregateView aggregate={answer.data} period={aggregateAttributes.period} />}
      </QueryFigures>
    </Stack>
  );
}

function AggregateView({
  aggregate,
  period,
}: {
  aggregate: DisputeAggregate;
  period: 'day' | 'month';
}) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const locale = useIntlLocale();
  const { total, byState, byReason, byPeriod } = aggregate.attributes;
  const amounts = (list: readonly CurrencyAmount[]) =>
    list.map((item) => formatAmount(item.amount, item.currency)).join(', ') || '—';
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const chart = useMemo(() => {
    const points = periodPoints(byPeriod);
    return {
      times: points.times,
      labels: points.labels,
      series: [{ label: t`Disputes`, values: points.counts, color: vars.color.accent }],
    };
  }, [byPeriod, t]);

  if (total === 0)
    return (
      <EmptyState
        title={t`No disputes in this period`}
        description={t`Choose a longer period to see earlier disputes.`}
      />
    );

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="sm">
          <Heading level={2}>{t`Disputes over time`}</Heading>
          <Text tone="muted">{t`${total} disputes in this period`}</Text>
          <TimeSeriesChart
            title={period === 'day' ? t`Disputes per day` : t`Disputes per month`}
            labelHeader={period === 'day' ? t`Day` : t`Month`}
            data={chart}
            kind="bars"
          />
        </Stack>
      </Card>
      <AggregateTable
        title={t`By state`}
        firstHeader={t`State`}
        rows={rankByCount(byState, total).map(({ row, share }) => ({
          key: row.state,
          label: <ProviderStatus vocabulary="dispute" status={row.state} size="sm" />,
          count: row.count,
          share: percent.format(share),
          amounts: amounts(row.amounts),
        }))}
      />
      <AggregateTable
        title={t`By reason`}
        firstHeader={t`Reason`}
        rows={rankByCount(byReason, total).map(({ row, share }) => ({
          key: row.reasonCode,
          label: (
            <>
              <Text mono>{row.reasonCode}</Text> {row.reasonDescription}
            </>
          ),
          count: row.count,
          share: percent.format(share),
          amounts: amounts(row.amounts),
        }))}
      />
      <AggregateTable
        title={period === 'day' ? t`Per day` : t`Per month`}
        firstHeader={period === 'day' ? t`Day` : t`Month`}
        rows={byPeriod
          .filter((row) => row.count > 0)
          .map((row) => ({
            key: row.period,
            label: <Text tabular>{row.period}</Text>,
            count: row.count,
            share: percent.format(row.count / total),
            amounts: amounts(row.amounts),
          }))}
      />
    </Stack>
  );
}
