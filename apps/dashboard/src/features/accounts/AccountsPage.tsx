import { useLingui } from '@lingui/react/macro';
import type { Account } from '@paydesk/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { dateTimeMeta } from '../../shared/lists/columns';
import { useDateFormat } from '../../shared/preferences';
import { bucketLabels } from '../balances';
import { accountHref } from './accountHref';
import { accountQueries } from './queries';

const route = getRouteApi('/_dashboard/accounts/');
const col = createDataTableColumnHelper<Account>();

/** A handful of rows (one per currency): the table is as tall as they are, with room for its states. */
const tableHeight = (rows: number) => Math.max(240, 44 * (rows + 1));

/** The organization's accounts, one per currency, with their three balances; each opens its entries. */
export function AccountsPage() {
  const { t, i18n } = useLingui();
  const { organizationId } = route.useRouteContext();
  const accounts = useQuery(accountQueries.list(organizationId));
  const formatAmount = useFormatAmount();
  const { formatDateTime } = useDateFormat();

  const columns = useMemo(() => {
    const amount = (bucket: 'available' | 'pending' | 'reserved') =>
      col.accessor((row) => row.attributes[bucket], {
        id: bucket,
        header: i18n._(bucketLabels[bucket]),
        cell: ({ row }) =>
          formatAmount(row.original.attributes[bucket], row.original.attributes.currency),
        meta: { numeric: true, width: 180, grow: 1 },
      });
    return col.columns([
      col.accessor((row) => row.attributes.currency, {
        id: 'currency',
        header: t`Currency`,
        cell: (info) => <Text mono>{info.getValue()}</Text>,
        meta: { isRowHeader: true, width: 120, grow: 0 },
      }),
      amount('available'),
      amount('pending'),
      amount('reserved'),
      col.accessor((row) => row.attributes.createdAt, {
        id: 'createdAt',
        header: t`Opened`,
        cell: (info) => formatDateTime(info.getValue()),
        meta: dateTimeMeta(formatDateTime, 190),
      }),
    ]);
  }, [t, i18n, formatAmount, formatDateTime]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Accounts`}
        description={t`One account per currency. Open one to see its entries and running balance.`}
      />
      <DataTable
        aria-label={t`Accounts`}
        columns={columns}
        data={accounts.data ?? []}
        isLoading={accounts.isPending}
        error={accounts.isError ? t`The accounts could not be loaded.` : undefined}
        onRetry={() => void accounts.refetch()}
        getRowId={(row) => row.id}
        getRowHref={(row) => accountHref(row.id)}
        showColumnsMenu={false}
        height={tableHeight(accounts.data?.length ?? 0)}
        emptyState={
          <EmptyState
            title={t`No accounts yet`}
            description={t`An account opens for a currency with its first captured payment.`}
          />
        }
      />
    </Stack>
  );
}
