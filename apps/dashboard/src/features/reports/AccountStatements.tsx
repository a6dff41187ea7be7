import { useLingui } from '@lingui/react/macro';
import { routes, statementFormats, type Statement } from '@paydesk/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  Stack,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { DownloadButton } from './DownloadButton';
import { reportQueries } from './queries';

const col = createDataTableColumnHelper<Statement>();

export interface AccountStatementsProps {
  accountId: string;
}

/** An account's monthly statements (opening balance, entries, closing balance), each as PDF or CSV. */
export function AccountStatements({ accountId }: AccountStatementsProps) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const statements = useQuery(reportQueries.statements(accountId));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.month, {
          id: 'month',
          header: t`Month`,
          cell: (info) => info.getValue(),
          meta: { isRowHeader: true, numeric: true, align: 'start', width: 110, grow: 0 },
        }),
        ...(['openingBalance', 'credits', 'debits', 'closingBalance'] as const).map((field) =>
          col.accessor((row) => row.attributes[field], {
            id: field,
            header: {
              openingBalance: t`Opening balance`,
              credits: t`Credits`,
              debits: t`Debits`,
              closingBalance: t`Closing balance`,
            }[field],
            cell: ({ row }) =>
              formatAmount(row.original.attributes[field], row.original.attributes.currency),
            meta: { numeric: true, width: 150 },
          }),
        ),
        col.accessor((row) => row.attributes.entries, {
          id: 'entries',
          header: t`Entries`,
          meta: { numeric: true, width: 90, grow: 0 },
        }),
        col.display({
          id: 'download',
          header: t`Download`,
          cell: ({ row }) => (
            <Inline gap="xs" align="center">
              {statementFormats.map((format) => (
                <DownloadButton
                  key={format}
                  path={routes.statementFile(accountId, row.original.attributes.month, format)}
                  fileName={`statement-${row.original.attributes.currency}-${row.original.attributes.month}.${format}`}
                  label={format.toUpperCase()}
                  progressLabel={t`Downloading the ${row.original.attributes.month} statement`}
                />
              ))}
            </Inline>
          ),
          meta: { width: 220, grow: 0 },
        }),
      ]),
    [t, formatAmount, accountId],
  );

  return (
    <Stack gap="md">
      <Heading level={2} size="md">{t`Statements`}</Heading>
      <DataTable
        aria-label={t`Monthly statements`}
        columns={columns}
        data={statements.data ?? []}
        isLoading={statements.isPending}
        error={statements.isError ? t`The statements could not be loaded.` : undefined}
        onRetry={() => void statements.refetch()}
        getRowId={(row) => row.id}
        emptyState={
          <EmptyState
            title={t`No statements yet`}
            description={t`A statement appears for every month with entries on this account.`}
          />
        }
      />
    </Stack>
  );
}
