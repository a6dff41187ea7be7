import { useLingui } from '@lingui/react/macro';
import type { Report } from '@paydesk/api-client';
import {
  Button,
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
import { ListTable } from '../../shared/lists/ListTable';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { CreateReportModal } from './CreateReportModal';
import { reportFormatLabel, reportTypeLabels } from './labels';
import { writeReports } from './permissions';
import { reportQueries } from './queries';
import { ReportSchedules } from './ReportSchedules';
import { useReportChanges } from './useReportChanges';
import { reportViewLabels, reportViews, type ReportView } from './views';

const route = getRouteApi('/_dashboard/reports/');

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
    () => [
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
      column.custom(
        'reportType',
        t`Report`,
        (row) => row.attributes.reportType,
        (reportType) => i18n._(reportTypeLabels[reportType]),
        { isRowHeader: true, width: 220 },
      ),
      column.custom(
        'period',
        t`Period`,
        (row) => row.attributes.filters,
        ({ from, to, timeZone }) => <Text tabular>{`${from} – ${to} ${timeZone}`}</Text>,
        { width: 260 },
      ),
      column.custom('format', t`Format`, (row) => row.attributes.format, reportFormatLabel, {
        width: 90,
        grow: 0,
      }),
      column.status(t`Status`, 'report', (row) => row.attributes.status, { width: 150 }),
      column.custom(
        'id',
        t`Report id`,
        (row) => row.id,
        (id) => <IdText value={id} label={t`report id`} size="sm" copyable={false} />,
        { width: 180 },
      ),
    ],
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
          <ListTable
            aria-label={t`Reports`}
            columns={columns}
            {...table}
            getRowHref={(row) => `/reports/${row.id}`}
            empty={{
              title: t`No reports yet`,
              description: t`Create a report to download your data for a period as CSV, XLSX or PDF.`,
            }}
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
