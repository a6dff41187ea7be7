import { useLingui } from '@lingui/react/macro';
import { reports, type ReportSchedule } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IconPlus,
  Inline,
  Link,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog, useConfirmedAction } from '../../shared/forms/ConfirmedActionButton';
import { useDateFormat } from '../../shared/preferences';
import { useListColumns } from '../../shared/lists/columns';
import { frequencyLabels, reportFormatLabel, reportTypeLabels, weekdayLabels } from './labels';
import { reportQueries } from './queries';
import { ScheduleModal } from './ScheduleModal';

const col = createDataTableColumnHelper<ReportSchedule>();

/**
 * The organization's report schedules on /reports: when each runs (in its zone), how it is delivered, the next run
 * and the last runs linked to their reports; new, edit and remove (asked first) for those who create reports.
 */
export function ReportSchedules({
  organizationId,
  canWrite,
}: {
  organizationId: string;
  canWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  const column = useListColumns<ReportSchedule>();
  const { formatDateTime } = useDateFormat();
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const [removing, setRemoving] = useState<ReportSchedule | null>(null);
  const list = useQuery(reportQueries.schedules(organizationId));
  const remove = useConfirmedAction(reports.actions['report-schedules/remove'], {
    done: t`Schedule removed`,
    refresh: [reportQueries.keys.schedules()],
  });

  const when = (schedule: ReportSchedule) => {
    const { frequency, weekday, dayOfMonth, time, timeZone } = schedule.attributes;
    const day =
      frequency === 'weekly' && weekday
        ? i18n._(weekdayLabels[weekday]!)
        : frequency === 'monthly'
          ? t`day ${dayOfMonth}`
          : null;
    return [i18n._(frequencyLabels[frequency]), day, `${time} ${timeZone}`]
      .filter(Boolean)
      .join(', ');
  };

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.reportType, {
          id: 'reportType',
          header: t`Report`,
          enableSorting: false,
          cell: ({ row }) =>
            `${i18n._(reportTypeLabels[row.original.attributes.reportType])} · ${reportFormatLabel(row.original.attributes.format)}`,
          meta: { isRowHeader: true, width: 240 },
        }),
        col.accessor((row) => row.attributes.frequency, {
          id: 'when',
          header: t`Runs`,
          enableSorting: false,
          cell: ({ row }) => when(row.original),
          meta: { width: 260 },
        }),
        col.accessor((row) => row.attributes.delivery, {
          id: 'delivery',
          header: t`Delivery`,
          enableSorting: false,
          cell: ({ row }) =>
            row.original.attributes.delivery === 'email'
              ? t`Email to ${row.original.attributes.email ?? ''}`
              : t`Dashboard`,
          meta: { width: 220 },
        }),
        col.accessor((row) => row.attributes.nextRunAt, {
          id: 'nextRunAt',
          header: t`Next run`,
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue()),
          meta: { width: 190, grow: 0 },
        }),
        col.accessor((row) => row.attributes.lastRuns, {
          id: 'lastRuns',
          header: t`Last runs`,
          enableSorting: false,
          cell: ({ row }) =>
            row.original.attributes.lastRuns.length === 0 ? (
              <Text tone="muted">{t`Not run yet`}</Text>
            ) : (
              <Stack gap="xs">
                {row.original.attributes.lastRuns.map((run) => (
                  <Link key={run.reportId} href={`/reports/${run.reportId}`}>
                    {run.fileName ?? formatDateTime(run.runAt)}
                  </Link>
                ))}
              </Stack>
            ),
          meta: { width: 300 },
        }),
        ...column.actionsIf(
          canWrite,
          t`Actions`,
          (schedule) => (
            <>
              <Button size="sm" variant="secondary" onPress={() => setEditing(schedule)}>
                {t`Edit`}
              </Button>
              <Button size="sm" variant="danger" onPress={() => setRemoving(schedule)}>
                {t`Remove`}
              </Button>
            </>
          ),
          { width: 190 },
        ),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `when` reads only t and i18n
    [t, i18n, formatDateTime, canWrite, column],
  );

  return (
    <Stack gap="md">
      {canWrite && (
        <Inline justify="end">
          <Button
            variant="secondary"
            icon={<IconPlus size="sm" />}
            onPress={() => setEditing('new')}
          >
            {t`Schedule report`}
          </Button>
        </Inline>
      )}
      <DataTable
        aria-label={t`Report schedules`}
        columns={columns}
        data={list.data ?? []}
        isLoading={list.isPending}
        error={list.isError ? t`The schedules could not be loaded.` : undefined}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        emptyState={
          <EmptyState
            title={t`No schedules`}
            description={t`Schedule a report to get it daily, weekly or monthly, in the dashboard or by email.`}
          />
        }
      />
      {removing && (
        <ConfirmDialog
          onClose={() => setRemoving(null)}
          variant="danger"
          title={t`Remove this schedule?`}
          confirmLabel={t`Remove schedule`}
          onConfirm={() =>
            remove({
              id: removing.id,
              payload: {
                data: { type: 'delete-request', attributes: { resourceId: organizationId } },
              },
            })
          }
        >
          {t`No more reports are made on it. The reports it made stay.`}
        </ConfirmDialog>
      )}
      {editing && (
        <ScheduleModal
          organizationId={organizationId}
          schedule={editing === 'new' ? undefined : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Stack>
  );
}
