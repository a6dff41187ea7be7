import { Trans, useLingui } from '@lingui/react/macro';
import { reports, reportTypes, type ReportType } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { MultiSelect, Select, SelectItem, TextArea, TextField } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { useDateFormat } from '../../shared/preferences';
import { useStatusLabel } from '../../shared/status';
import { projectQueries } from '../projects';
import { formText } from './formText';
import { reportQueries } from './queries';
import {
  DeliveryFields,
  ReportTypeAndFormat,
  TimeZoneSelect,
  useReportForm,
} from './ReportFormFields';
import { dayIn, statusesOf } from './reportFilters';

/** The form's own fields, where the provider's errors that name them are shown. */
const ownFields = ['projectId', 'from', 'to', 'refundIds'];
const ALL_PROJECTS = 'all';
const DAY = 86_400_000;

export interface CreateReportModalProps {
  organizationId: string;
  /** Called with false on Cancel, Escape or success: the parent unmounts the modal, so the next one starts clean. */
  onOpenChange: (isOpen: boolean) => void;
}

/** Creates a report (reports/create); it is generated afterwards and its status changes live in the list. */
export function CreateReportModal({ organizationId, onOpenChange }: CreateReportModalProps) {
  const { t } = useLingui();
  const { timeZone: ownZone } = useDateFormat();
  const statusLabel = useStatusLabel();
  const form = useReportForm<ReportType>({ type: 'processing-transactions' }, ownFields);
  const { type } = form.choice;
  const [statuses, setStatuses] = useState<(string | number)[]>([]);
  const projects = useQuery(projectQueries.ofOrganization(organizationId)).data ?? [];
  const statusOptions = statusesOf[type];
  const now = Date.now();

  const create = useFormModalMutation(
    actionMutationOptions(api, reports.actions['reports/create']),
    {
      errors: form.errors,
      invalidates: [reportQueries.keys.list()],
      toast: () => t`Report requested. It appears in the list when it is ready.`,
      onOpenChange,
    },
  );
  const { edited } = create;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = formText(event.currentTarget);
    const projectId = text('projectId');
    create.mutate({
      payload: {
        data: {
          type: 'report-request',
          attributes: {
            ...form.attributes(organizationId, text),
            filters: {
              projectId: projectId && projectId !== ALL_PROJECTS ? projectId : null,
              from: text('from'),
              to: text('to'),
              timeZone: text('timeZone') || 'UTC',
              statuses: statuses.map(String),
              ...(type === 'refund-confirmation' ? { refundIds: text('refundIds') } : {}),
            },
          },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Create report</Trans>}
      submitLabel={<Trans>Create report</Trans>}
      form={create}
      onSubmit={onSubmit}
    >
      <ReportTypeAndFormat
        types={reportTypes}
        choice={form.choice}
        onTypeChange={() => setStatuses([])}
        edited={edited}
      />
      {type === 'refund-confirmation' ? (
        <TextArea
          name="refundIds"
          label={t`Refund ids`}
          description={t`One per line, all from the same project.`}
          isRequired
          onChange={() => edited('refundIds')}
        />
      ) : (
        <Select name="projectId" label={t`Project`} defaultSelectedKey={ALL_PROJECTS}>
          {[
            <SelectItem key={ALL_PROJECTS} id={ALL_PROJECTS}>
              {t`All projects`}
            </SelectItem>,
            ...projects.map((project) => (
              <SelectItem key={project.id} id={project.id}>
                {project.attributes.name}
              </SelectItem>
            )),
          ]}
        </Select>
      )}
      <TextField
        name="from"
        label={t`From`}
        description={t`First day, YYYY-MM-DD`}
        defaultValue={dayIn(now - 6 * DAY, ownZone)}
        isRequired
        onChange={() => edited('from')}
      />
      <TextField
        name="to"
        label={t`To`}
        description={t`Last day, YYYY-MM-DD`}
        defaultValue={dayIn(now, ownZone)}
        isRequired
        onChange={() => edited('to')}
      />
      <TimeZoneSelect defaultZone={ownZone} />
      {statusOptions.length > 0 && (
        <MultiSelect
          label={t`Statuses`}
          placeholder={t`All statuses`}
          options={statusOptions.map((status) => ({
            id: status,
            label: statusLabel(status, type === 'disputes' ? 'dispute' : 'filter'),
          }))}
          value={statuses}
          onChange={setStatuses}
        />
      )}
      <DeliveryFields delivery={form.delivery} onChange={form.setDelivery} edited={edited} />
    </FormModal>
  );
}
