import { Trans, useLingui } from '@lingui/react/macro';
import {
  reports,
  SCHEDULE_WEEKDAYS,
  scheduledReportTypes,
  scheduleFrequencies,
  type ReportSchedule,
  type ScheduleFrequency,
  type ScheduledReportType,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Select, SelectItem, TextField } from '@paydesk/ui';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { useDateFormat } from '../../shared/preferences';
import { frequencyLabels, weekdayLabels } from './labels';
import { formText } from './formText';
import { reportQueries } from './queries';
import {
  DeliveryFields,
  ReportTypeAndFormat,
  TimeZoneSelect,
  useReportForm,
} from './ReportFormFields';

/** The form's own fields, where the provider's errors that name them are shown. */
const ownFields = ['frequency', 'weekday', 'dayOfMonth', 'time'];

export interface ScheduleModalProps {
  organizationId: string;
  /** The schedule to change; a new one when absent. */
  schedule?: ReportSchedule;
  onOpenChange: (isOpen: boolean) => void;
}

/** Creates or changes a report schedule; its runs make ordinary reports, listed with the schedule. */
export function ScheduleModal({ organizationId, schedule, onOpenChange }: ScheduleModalProps) {
  const { t, i18n } = useLingui();
  const { timeZone: ownZone } = useDateFormat();
  const initial = schedule?.attributes;
  const form = useReportForm<ScheduledReportType>(
    {
      type: initial?.reportType ?? 'processing-transactions',
      format: initial?.format,
      delivery: initial?.delivery,
    },
    ownFields,
  );
  const [frequency, setFrequency] = useState<ScheduleFrequency>(initial?.frequency ?? 'weekly');

  const save = useSaveFormModalMutations(
    actionMutationOptions(api, reports.actions['report-schedules/create']),
    actionMutationOptions(api, reports.actions['report-schedules/update']),
    {
      errors: form.errors,
      invalidates: [reportQueries.keys.schedules()],
      toast: () => (schedule ? t`Schedule saved` : t`Report scheduled`),
      onOpenChange,
    },
  );
  const { edited } = save;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = formText(event.currentTarget);
    const attributes = {
      ...form.attributes(organizationId, text),
      frequency,
      weekday:
        frequency === 'weekly'
          ? (Number(text('weekday')) as (typeof SCHEDULE_WEEKDAYS)[number])
          : null,
      dayOfMonth: frequency === 'monthly' ? Number(text('dayOfMonth')) : null,
      time: text('time'),
      timeZone: text('timeZone') || 'UTC',
    };
    const payload = { data: { type: 'report-schedule' as const, attributes } };
    if (schedule) save.update.mutate({ id: schedule.id, payload });
    else save.create.mutate({ payload });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={schedule ? <Trans>Edit schedule</Trans> : <Trans>Schedule a report</Trans>}
      submitLabel={schedule ? <Trans>Save</Trans> : <Trans>Schedule report</Trans>}
      form={save}
      onSubmit={onSubmit}
    >
      <ReportTypeAndFormat types={scheduledReportTypes} choice={form.choice} edited={edited} />
      <Select
        name="frequency"
        label={t`Repeat`}
        description={
          frequency === 'daily'
            ? t`Each run covers the previous day.`
            : frequency === 'weekly'
              ? t`Each run covers the previous seven days.`
              : t`Each run covers the previous calendar month.`
        }
        selectedKey={frequency}
        onSelectionChange={(key) => {
          setFrequency(key as ScheduleFrequency);
          edited('frequency');
        }}
      >
        {scheduleFrequencies.map((id) => (
          <SelectItem key={id} id={id}>
            {i18n._(frequencyLabels[id])}
          </SelectItem>
        ))}
      </Select>
      {frequency === 'weekly' && (
        <Select
          name="weekday"
          label={t`Day of the week`}
          defaultSelectedKey={String(initial?.weekday ?? 1)}
          onSelectionChange={() => edited('weekday')}
        >
          {SCHEDULE_WEEKDAYS.map((day) => (
            <SelectItem key={day} id={String(day)}>
              {i18n._(weekdayLabels[day]!)}
            </SelectItem>
          ))}
        </Select>
      )}
      {frequency === 'monthly' && (
        <TextField
          name="dayOfMonth"
          label={t`Day of the month`}
          description={t`1 to 31; in shorter months the last day.`}
          inputMode="numeric"
          defaultValue={String(initial?.dayOfMonth ?? 1)}
          isRequired
          onChange={() => edited('dayOfMonth')}
        />
      )}
      <TextField
        name="time"
        label={t`Time`}
        description={t`24-hour time, HH:MM, in the time zone below`}
        defaultValue={initial?.time ?? '08:00'}
        isRequired
        onChange={() => edited('time')}
      />
      <TimeZoneSelect defaultZone={initial?.timeZone ?? ownZone} />
      <DeliveryFields
        delivery={form.delivery}
        onChange={form.setDelivery}
        defaultEmail={initial?.email ?? ''}
        edited={edited}
      />
    </FormModal>
  );
}
