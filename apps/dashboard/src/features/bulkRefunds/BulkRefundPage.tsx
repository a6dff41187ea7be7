/**
 * /transactions/bulk-refunds/$bulkRefundId: a bulk refund's progress, live (pushed changes, and a refetch now and
 * then while it runs). The job lives on the provider, so a reload shows where it is and it goes on. An item whose
 * outcome is not known is shown as such, never as failed.
 */
import { useLingui } from '@lingui/react/macro';
import {
  DescriptionItem,
  DescriptionList,
  EmptyState,
  PageHeader,
  ProgressBar,
  SkeletonText,
  Stack,
  StatusBadge,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ItemsTable, type ItemRow } from './ItemsTable';
import { itemStatusLabels, itemStatusTones, refusalLabels } from './labels';
import { bulkRefundQueries } from './queries';
import { Totals } from './Totals';
import { useBulkRefundChanges } from './useBulkRefundChanges';

const route = getRouteApi('/_dashboard/transactions/bulk-refunds/$bulkRefundId');

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
const TABLE_HEIGHT = 'calc(100vh - 420px)';

export function BulkRefundPage() {
  const { t, i18n } = useLingui();
  const { bulkRefundId } = route.useParams();
  useBulkRefundChanges();
  const query = useQuery(bulkRefundQueries.detail(bulkRefundId));
  const job = query.data?.data;

  const rows = useMemo<ItemRow[]>(
    () =>
      job?.attributes.items.map((item) => ({
        transactionId: item.transactionId,
        amount: item.amount,
        currency: item.currency,
        status: {
          label: i18n._(itemStatusLabels[item.status]),
          tone: itemStatusTones[item.status],
        },
        reason: item.reason ? i18n._(refusalLabels[item.reason.code]) : null,
      })) ?? [],
    [job, i18n],
  );

  if (query.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={t`Bulk refund`} />
        <EmptyState title={t`This bulk refund could not be loaded.`} />
      </Stack>
    );
  if (!job)
    return (
      <Stack gap="lg">
        <PageHeader title={t`Bulk refund`} />
        <SkeletonText lines={4} />
      </Stack>
    );

  const { counts, status, totals } = job.attributes;
  const total = job.attributes.items.length;
  const finished = counts.refunded + counts.refused + counts.unknown;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Bulk refund`}
        meta={
          <StatusBadge tone={status === 'done' ? 'success' : 'info'}>
            {status === 'done' ? t`Finished` : t`In progress`}
          </StatusBadge>
        }
      />
      <ProgressBar
        label={t`Progress`}
        value={finished}
        maxValue={total}
        valueLabel={t`${finished} of ${total}`}
      />
      <DescriptionList layout="stacked" columns={4}>
        <DescriptionItem term={t`Refunded`}>{counts.refunded}</DescriptionItem>
        <DescriptionItem term={t`Refused`}>{counts.refused}</DescriptionItem>
        <DescriptionItem term={t`Outcome unknown`}>{counts.unknown}</DescriptionItem>
        <DescriptionItem term={t`Waiting`}>{counts.new + counts.processing}</DescriptionItem>
      </DescriptionList>
      <Totals label={t`Refunded per currency`} totals={totals} />
      <ItemsTable label={t`Refunds`} rows={rows} height={TABLE_HEIGHT} />
    </Stack>
  );
}
