import { useLingui } from '@lingui/react/macro';
import { RESOURCE_PAGE_SIZE, type PayoutRequest } from '@paydesk/api-client';
import { Card, createDataTableColumnHelper, DataTable, IdText } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { LEGACY_PAYOUT_REQUESTS_ANCHOR } from './anchors';
import { payoutRequestsQueryOptions } from './queries';

const col = createDataTableColumnHelper<PayoutRequest>();

/** The organization's legacy payout requests (SPEC §7), shown only when it has any. */
export function LegacyPayoutRequests({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const legacy = useQuery(payoutRequestsQueryOptions(organizationId, RESOURCE_PAGE_SIZE));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: 'createdAt',
          header: t`Created`,
          cell: (info) => formatDateTime(info.getValue()),
          meta: { numeric: true, align: 'start', width: 180, grow: 0 },
        }),
        col.accessor((row) => row.attributes.reference ?? row.id, {
          id: 'reference',
          header: t`Reference`,
          cell: (info) => <IdText value={info.getValue()} label={t`reference`} size="sm" />,
          meta: { isRowHeader: true, width: 180 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          cell: (info) => (
            <ProviderStatus vocabulary="payoutRequest" status={info.getValue()} size="sm" />
          ),
          meta: { width: 140, grow: 0 },
        }),
        col.accessor((row) => row.attributes.method, { id: 'method', header: t`Method` }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 150, grow: 0 },
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, formatDateTime, formatAmount],
  );
  if (!legacy.isError && (legacy.data?.data.length ?? 0) === 0) return null;
  return (
    <Card
      id={LEGACY_PAYOUT_REQUESTS_ANCHOR}
      title={t`Earlier payout requests`}
      description={t`Payout requests made before payouts moved to this dashboard.`}
    >
      <DataTable
        aria-label={t`Earlier payout requests`}
        columns={columns}
        data={legacy.data?.data ?? []}
        getRowId={(row) => row.id}
        isLoading={legacy.isPending}
        error={legacy.isError ? i18n._(errorMessage(legacy.error)) : undefined}
        onRetry={() => void legacy.refetch()}
        showColumnsMenu={false}
      />
    </Card>
  );
}
