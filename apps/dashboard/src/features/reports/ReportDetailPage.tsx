import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@paydesk/api-client';
import {
  Card,
  DescriptionItem,
  DescriptionList,
  IdText,
  InlineAlert,
  Inline,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { DownloadButton } from './DownloadButton';
import { deliveryLabels, reportFormatLabel, reportTypeLabels } from './labels';
import { reportQueries } from './queries';
import { useReportChanges } from './useReportChanges';

const route = getRouteApi('/_dashboard/reports/$reportId/{-$serviceName}');

/** One report: its parameters, its status (live), and its file while it is kept. */
export function ReportDetailPage() {
  const { t, i18n } = useLingui();
  const { reportId } = route.useParams();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();
  // A download refused as expired (the provider's REPORT_EXPIRED_MESSAGE, in the user's language).
  const [refused, setRefused] = useState(false);
  useReportChanges();
  const { data } = useSuspenseQuery(reportQueries.detail(reportId));
  const report = data.data;
  const { attributes } = report;
  const gone = attributes.status === 'expired' || attributes.status === 'archived';

  return (
    <Stack gap="lg">
      <PageHeader
        title={i18n._(reportTypeLabels[attributes.reportType])}
        meta={<ProviderStatus vocabulary="report" status={attributes.status} />}
        actions={
          attributes.status === 'done' &&
          attributes.fileName && (
            <Inline gap="sm" align="center">
              <DownloadButton
                variant="primary"
                path={routes.reportFile(report.id)}
                fileName={attributes.fileName}
                label={t`Download ${reportFormatLabel(attributes.format)}`}
                progressLabel={t`Downloading ${attributes.fileName}`}
                onRefused={() => setRefused(true)}
              />
            </Inline>
          )
        }
      />
      {(gone || refused) && (
        <InlineAlert tone="warning" title={t`Report expired or archived`}>
          <Trans>Its file is no longer kept. Create the report again to download it.</Trans>
        </InlineAlert>
      )}
      {attributes.status === 'failed' && (
        <InlineAlert tone="danger" title={t`The report could not be generated`}>
          <Trans>Create it again; if it fails again, contact support.</Trans>
        </InlineAlert>
      )}
      <Card>
        <DescriptionList columns={2}>
          <DescriptionItem term={t`Report id`}>
            <IdText value={report.id} label={t`report id`} size="sm" />
          </DescriptionItem>
          <DescriptionItem term={t`Status`}>
            {statusLabel(attributes.status, 'report')}
          </DescriptionItem>
          <DescriptionItem term={t`Format`}>{reportFormatLabel(attributes.format)}</DescriptionItem>
          <DescriptionItem term={t`Delivery`}>
            {i18n._(deliveryLabels[attributes.delivery])}
            {attributes.email ? ` · ${attributes.email}` : ''}
          </DescriptionItem>
          <DescriptionItem term={t`Period`}>
            <Text
              tabular
            >{`${attributes.filters.from} – ${attributes.filters.to} (${attributes.filters.timeZone})`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Project`}>
            {attributes.filters.projectId ? (
              <IdText value={attributes.filters.projectId} label={t`project id`} size="sm" />
            ) : (
              t`All projects`
            )}
          </DescriptionItem>
          <DescriptionItem term={t`Statuses`}>
            {attributes.filters.statuses?.length
              ? attributes.filters.statuses.join(', ')
              : t`All statuses`}
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
          <DescriptionItem term={t`Completed`}>
            {attributes.completedAt ? formatDateTime(attributes.completedAt) : '—'}
          </DescriptionItem>
          <DescriptionItem term={t`Kept until`}>
            {attributes.expiresAt ? formatDateTime(attributes.expiresAt) : '—'}
          </DescriptionItem>
          <DescriptionItem term={t`Rows`}>
            <Text tabular>{attributes.rows ?? '—'}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Totals`}>
            {attributes.totals.length === 0
              ? '—'
              : attributes.totals.map((total) => (
                  <Text key={total.currency} as="div" tabular>
                    {t`${total.count} rows`} · {formatAmount(total.amount, total.currency)}
                  </Text>
                ))}
          </DescriptionItem>
        </DescriptionList>
      </Card>
    </Stack>
  );
}
