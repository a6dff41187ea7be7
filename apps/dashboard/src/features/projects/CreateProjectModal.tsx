import { Trans, useLingui } from '@lingui/react/macro';
import { integrationTypes, main, projectModes } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Radio, RadioGroup, Select, SelectItem, TextField } from '@paydesk/ui';
import { type FormEvent } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { NameField } from '../../shared/forms/NameField';
import { api } from '../../shared/api/client';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { projectQueries } from './queries';
import { integrationLabels, modeLabels } from './labels';

/** The form's fields, where the provider's errors that name them are shown. */
const fields = ['name', 'mode', 'integrationType', 'url'];

export interface CreateProjectModalProps {
  organizationId: string;
  /** Called with false on Cancel, Escape or success: the parent unmounts the modal, so the next one starts clean. */
  onOpenChange: (isOpen: boolean) => void;
}

/** Creates a live or sandbox project in the selected organization (projects/create). */
export function CreateProjectModal({ organizationId, onOpenChange }: CreateProjectModalProps) {
  const { t, i18n } = useLingui();
  const create = useFormModalMutation(actionMutationOptions(api, main.actions['projects/create']), {
    errors: { fields },
    invalidates: [projectQueries.ofOrganization(organizationId).queryKey],
    toast: (answer) => t`Project ${answer.data.attributes.name} created`,
    onOpenChange,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const url = String(form.get('url') ?? '').trim();
    create.mutate({
      payload: {
        data: {
          type: 'project',
          attributes: {
            name: String(form.get('name')),
            mode: form.get('mode') === 'live' ? 'live' : 'sandbox',
            integrationType:
              form.get('integrationType') === 'server-to-server' ? 'server-to-server' : 'hosted',
            url: url === '' ? null : url,
          },
          relationships: { organization: { data: { type: 'resource', id: organizationId } } },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Create project</Trans>}
      submitLabel={<Trans>Create</Trans>}
      form={create}
      onSubmit={onSubmit}
    >
      <NameField />
      <RadioGroup name="mode" label={t`Mode`} defaultValue="sandbox" isRequired>
        {projectModes.map((mode) => (
          <Radio key={mode} value={mode}>
            {i18n._(modeLabels[mode])}
          </Radio>
        ))}
      </RadioGroup>
      <Select name="integrationType" label={t`Integration`} defaultSelectedKey="hosted">
        {integrationTypes.map((type) => (
          <SelectItem key={type} id={type}>
            {i18n._(integrationLabels[type])}
          </SelectItem>
        ))}
      </Select>
      <TextField
        name="url"
        type="url"
        label={t`Website`}
        description={t`Optional. Where your customers pay, e.g. https://shop.example`}
      />
    </FormModal>
  );
}
