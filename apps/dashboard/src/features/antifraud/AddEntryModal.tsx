import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud, antifraudEntryError } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { antifraudErrorText } from './labels';
import { ListFields, type ListChoice } from './ListFields';
import { antifraudQueries } from './queries';

/** Adds one value to a block or allow list, checked as the emulator checks it. */
export function AddEntryModal({
  organizationId,
  onOpenChange,
}: {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { errors, setErrors, formError, show, clear, edited } = useFieldErrors();
  const [list, setList] = useState<ListChoice>({ listType: 'block', kind: 'bin' });
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const add = useMutation({
    ...actionMutationOptions(api, antifraud.actions['antifraud-lists/add']),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: antifraudQueries.keys.entries() });
      toast.success(t`Entry added`);
      onOpenChange(false);
    },
    onError: (error) => {
      const found = fieldErrors(error, i18n, { fields: ['value', 'note'] });
      show({
        fields: Object.fromEntries(
          Object.entries(found.fields).map(([name, texts]) => [
            name,
            texts.map((text) => antifraudErrorText(text, i18n)),
          ]),
        ),
        form: found.form,
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const problem = antifraudEntryError(list.kind, value);
    if (problem) return setErrors({ value: antifraudErrorText(problem, i18n) });
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
      isPending={add.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      <ListFields value={list} onChange={setList} />
      <TextField
        name="value"
        label={t`Value`}
        value={value}
        onChange={(next) => {
          setValue(next);
          edited('value');
        }}
        isRequired
      />
      <TextField name="note" label={t`Note`} value={note} onChange={setNote} maxLength={200} />
    </FormModal>
  );
}
