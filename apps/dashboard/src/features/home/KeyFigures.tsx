import { useLingui } from '@lingui/react/macro';
import { Card, Heading, Inline, SelectItem, Stack, vars } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { usePresetLabels } from '../../shared/periods/usePresetLabels';
import { useTimeZone } from '../../shared/preferences';
import { projectQueries } from '../projects';
import { isRunningPeriod } from '../../shared/charts/chartData';
import { TimeSeriesChart } from '../../shared/charts/TimeSeriesChart';
import { SelectAfterFirstPaint } from '../../shared/forms/SelectAfterFirstPaint';
import { dailyPoints, keyFigureValues } from './figures';
import { FigureCard, FigureGrid } from '../../shared/figures/FigureCards';
import { QueryFigures } from '../../shared/figures/QueryFigures';
import * as styles from './KeyFigures.css';
import { homeFiguresQuery } from './queries';
import { defaultHomePeriod, homePresets, type HomeSearch } from './search';

const route = getRouteApi('/_dashboard/');
/** The project Select's key for "all projects". */
const ALL = 'all';

/** The organization's key figures for a period and project, with payments per day as a chart. */
export function KeyFigures({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const presetLabels = usePresetLabels();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const selectedPeriod = search.period ?? defaultHomePeriod;
  const statistics = useQuery(homeFiguresQuery(organizationId, search, timeZone));
  const projectText =
    search.project === undefined
      ? t`All projects`
      : (projects.data?.find((project) => project.id === search.project)?.attributes.name ?? '');
  const setSearch = (change: Partial<HomeSearch>) =>
    void navigate({ search: { ...search, ...change }, replace: true });

  return (
    <Stack gap="lg">
      <Inline gap="md" align="end">
        <SelectAfterFirstPaint
          label={t`Period`}
          selectedText={presetLabels[selectedPeriod]}
          selectedKey={selectedPeriod}
          onSelectionChange={(key) => setSearch({ period: key as HomeSearch['period'] })}
        >
          {homePresets.map((preset) => (
            <SelectItem key={preset} id={preset}>
              {presetLabels[preset]}
            </SelectItem>
          ))}
        </SelectAfterFirstPaint>
        <SelectAfterFirstPaint
          label={t`Project`}
          selectedText={projectText}
          selectedKey={search.project ?? ALL}
          onSelectionChange={(key) => setSearch({ project: key === ALL ? undefined : String(key) })}
        >
          {[
            <SelectItem key={ALL} id={ALL}>
              {t`All projects`}
            </SelectItem>,
            ...(projects.data ?? []).map((project) => (
              <SelectItem key={project.id} id={project.id}>
                {project.attributes.name}
              </SelectItem>
            )),
          ]}
        </SelectAfterFirstPaint>
      </Inline>
      <QueryFigures
        query={statistics}
        height={320}
        errorTitle={t`The key figures could not be loaded.`}
      >
        {(answer) => <FiguresView statistics={answer.data.attributes} />}
      </QueryFigures>
    </Stack>
  );
}

type Statistics = Parameters<typeof keyFigureValues>[0];

function FiguresView({ statistics }: { statistics: Statistics }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const figures = keyFigureValues(statistics, locale);
  const chart = useMemo(() => {
    const points = dailyPoints(statistics.series);
    return {
      times: points.times,
      labels: points.labels,
      series: [
        { label: t`Payments`, values: points.counts, color: vars.color.accent },
        { label: t`Successful payments`, values: points.successCounts, color: vars.color.success },
      ],
      lastPeriodRunning: isRunningPeriod(
        points.labels.at(-1) ?? '',
        Temporal.Now.instant().epochMilliseconds / 1000,
      ),
    };
  }, [statistics.series, t]);

  return (
    <Stack gap="lg">
      <Heading level={2} className={styles.hiddenHeading}>
        {t`Key figures`}
      </Heading>
      <FigureGrid width="narrow" data-testid="key-figures">
        <FigureCard
          term={t`Volume`}
          detail={figures.volume.length > 1 ? t`per currency` : undefined}
        >
          {figures.volume.length ? figures.volume.map((line) => <div key={line}>{line}</div>) : '—'}
        </FigureCard>
        <FigureCard term={t`Payments`}>{figures.count}</FigureCard>
        <FigureCard term={t`Success rate`}>{figures.successRate}</FigureCard>
        <FigureCard term={t`Refunds`} detail={figures.refundAmounts.join(', ') || undefined}>
          {figures.refunds}
        </FigureCard>
        <FigureCard term={t`Disputes`}>{figures.disputes}</FigureCard>
      </FigureGrid>
      <Card>
        <Stack gap="sm">
          <Heading level={2}>{t`Payments over time`}</Heading>
          <TimeSeriesChart title={t`Payments per day`} labelHeader={t`Day`} data={chart} />
        </Stack>
      </Card>
    </Stack>
  );
}
