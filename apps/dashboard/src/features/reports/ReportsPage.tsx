import { useLingui } from '@lingui/react/macro';
import type { Report } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IconPlus,
  IdText,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { ProviderStatus } from '../../shared/status';
import { CreateReportModal } from './CreateReportModal';
import { reportFormatLabels, reportTypeLabels } from './labels';
import { writeReports } from './permissions';
import { reportQueries } from './queries';
import { ReportSchedules } from './ReportSchedules';
import { useReportChanges } from './useReportChanges';
import { reportViewLabels, reportViews, type ReportView } from './views';

const route = getRouteApi('/_dashboard/reports/');
const col = createDataTableColumnHelper<Report>();

/**
 * The organization's reports, newest first, their statuses changing live as the provider generates them; the
 * schedules that make reports on their own in a second tab.
 */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const { organization } = route.useRouteContext();
  const { view } = route.useSearch();
  const navigate = route.useNavigate();
  const organizationId = organization.selected?.id ?? '';
  const [creating, setCreating] = useState(false);
  useReportChanges();
  const column = useListColumns<Report>();
  const table = useInfiniteList(
    reportQueries.pages(organizationId),
    t`The reports could not be loaded.`,
  );

  const columns = useMemo(
    () =>
      col.columns([
        column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
        col.accessor((row) => row.attributes.reportType, {
          id: 'reportType',
          header: t`Report`,
          enableSorting: false,
          cell: (info) => i18n._(reportTypeLabels[info.getValue()]),
          meta: { isRowHeader: true, width: 220 },
        }),
        col.accessor((row) => row.attributes.filters, {
          id: 'period',
          header: t`Period`,
          enableSorting: false,
          cell: ({ row }) => {
            const { from, to, timeZone } = row.original.attributes.filters;
            return <Text tabular>{`${from} – ${to} ${timeZone}`}</Text>;
          },
          meta: { width: 260 },
        }),
        col.accessor((row) => row.attributes.format, {
          id: 'format',
          header: t`Format`,
          enableSorting: false,
          cell: (info) => reportFormatLabels[info.getValue()],
          meta: { width: 90, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="report" status={info.getValue()} size="sm" />,
          meta: { width: 150, grow: 0 },
        }),
        col.accessor((row) => row.id, {
          id: 'id',
          header: t`Report id`,
          enableSorting: false,
          cell: (info) => (
            <IdText value={info.getValue()} label={t`report id`} size="sm" copyable={false} />
          ),
          meta: { width: 180 },
        }),
      ]),
    [t, i18n, column],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Reports`}
        description={t`Files of your transactions, refunds, disputes, payouts and balances for a period, kept for 7 days.`}
        actions={
          organization.permissions.allows(writeReports) && (
            <Button
              variant="primary"
              icon={<IconPlus size="sm" />}
              onPress={() => setCreating(true)}
            >
              {t`Create report`}
            </Button>
          )
        }
      />
      <Tabs
        selectedKey={view}
        onSelectionChange={(key) =>
          void navigate({ search: { view: key as ReportView }, replace: true })
        }
      >
        <TabList aria-label={t`Reports and schedules`}>
          {reportViews.map((id) => (
            <Tab key={id} id={id}>
              {i18n._(reportViewLabels[id])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="reports">
          <DataTable
            aria-label={t`Reports`}
            columns={columns}
            {...table}
            getRowId={(row) => row.id}
            getRowHref={(row) => `/reports/${row.id}`}
            loadMoreMode="infinite"
            emptyState={
              <EmptyState
                title={t`No reports yet`}
                description={t`Create a report to download your data for a period as CSV, XLSX or PDF.`}
              />
            }
          />
        </TabPanel>
        <TabPanel id="schedules">
          <ReportSchedules
            organizationId={organizationId}
            canWrite={organization.permissions.allows(writeReports)}
          />
        </TabPanel>
      </Tabs>
      {creating && <CreateReportModal organizationId={organizationId} onOpenChange={setCreating} />}
    </Stack>
  );
}
