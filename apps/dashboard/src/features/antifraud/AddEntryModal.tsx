import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud, antifraudEntryError } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { antifraudErrorText } from './labels';
import { ListFields, useListChoice, type ListModalProps } from './ListFields';
import { antifraudQueries } from './queries';

/** Adds one value to a block or allow list, checked as the emulator checks it. */
export function AddEntryModal({ organizationId, onOpenChange }: ListModalProps) {
  const { t, i18n } = useLingui();
  const [list, setList] = useListChoice();
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const add = useFormModalMutation(
    actionMutationOptions(api, antifraud.actions['antifraud-lists/add']),
    {
      errors: { fields: ['value', 'note'], titleText: antifraudErrorText },
      invalidates: [antifraudQueries.keys.entries()],
      toast: () => t`Entry added`,
      onOpenChange,
    },
  );

  const onSubmit = () => {
    const problem = antifraudEntryError(list.kind, value);
    if (problem) return add.setErrors({ value: antifraudErrorText(problem, i18n) });
    add.mutate({
      payload: {
        data: {
          type: 'antifraud-list-entry',
          attributes: {
            resourceId: organizationId,
            ...list,
            value: value.trim(),
            note: note.trim(),
          },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Add list entry</Trans>}
      submitLabel={<Trans>Add entry</Trans>}
      form={add}
      onSubmit={onSubmit}
    >
      <ListFields value={list} onChange={setList} />
      <TextField
        name="value"
        label={t`Value`}
        value={value}
        onChange={(next) => {
          setValue(next);
          add.edited('value');
        }}
        isRequired
      />
      <TextField name="note" label={t`Note`} value={note} onChange={setNote} maxLength={200} />
    </FormModal>
  );
}
