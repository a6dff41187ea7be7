import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud, ApiError } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { FileDropZone, TextArea, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { antifraudErrorText } from './labels';
import { ListFields, type ListChoice } from './ListFields';
import { antifraudQueries } from './queries';

const MAX_FILE_BYTES = 1_000_000;

/** Imports a CSV into one list: every line or none; bad lines are named by their number at the CSV field. */
export function ImportModal({
  organizationId,
  onOpenChange,
}: {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { errors, setErrors, formError, setFormError, clear, edited } = useFieldErrors();
  const [list, setList] = useState<ListChoice>({ listType: 'block', kind: 'bin' });
  const [csv, setCsv] = useState('');
  const run = useMutation({
    ...actionMutationOptions(api, antifraud.actions['antifraud-lists/import']),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: antifraudQueries.keys.entries() });
      const count = answer.data.attributes.imported;
      toast.success(t`${count} entries imported`);
      onOpenChange(false);
    },
    onError: (error) => {
      const lines =
        error instanceof ApiError
          ? error.errors
              .filter((problem) => problem.source?.pointer === '/data/attributes/csv')
              .map((problem) => antifraudErrorText(problem.title, i18n))
          : [];
      if (lines.length > 0) setErrors({ csv: lines });
      else setFormError(i18n._(errorMessage(error)));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    run.mutate({
      payload: {
        data: {
          type: 'antifraud-list-import',
          attributes: { resourceId: organizationId, ...list, csv },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Import CSV</Trans>}
      size="lg"
      submitLabel={<Trans>Import</Trans>}
      isPending={run.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      <ListFields value={list} onChange={setList} />
      <FileDropZone
        label={t`CSV file`}
        description={t`One value a line, optionally followed by a comma and a note.`}
        acceptedFileTypes={['text/csv', 'text/plain']}
        maxFileSize={MAX_FILE_BYTES}
        onChange={(files) => {
          const file = files[0];
          if (file)
            void file.text().then((text) => {
              setCsv(text);
              edited('csv');
            });
        }}
      />
      <TextArea
        name="csv"
        label={t`CSV`}
        description={t`Nothing is imported while any line is invalid.`}
        value={csv}
        onChange={(next) => {
          setCsv(next);
          edited('csv');
        }}
        isRequired
        rows={8}
      />
    </FormModal>
  );
}
