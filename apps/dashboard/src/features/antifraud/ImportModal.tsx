import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { FileDropZone, TextArea } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { antifraudErrorText } from './labels';
import { ListFields, useListChoice, type ListModalProps } from './ListFields';
import { antifraudQueries } from './queries';

const MAX_FILE_BYTES = 1_000_000;

/** Imports a CSV into one list: every line or none; bad lines are named by their number at the CSV field. */
export function ImportModal({ organizationId, onOpenChange }: ListModalProps) {
  const { t } = useLingui();
  const [list, setList] = useListChoice();
  const [csv, setCsv] = useState('');
  const run = useFormModalMutation(
    actionMutationOptions(api, antifraud.actions['antifraud-lists/import']),
    {
      errors: { fields: ['csv'], titleText: antifraudErrorText },
      invalidates: [antifraudQueries.keys.entries()],
      toast: (answer) => {
        const count = answer.data.attributes.imported;
        return t`${count} entries imported`;
      },
      onOpenChange,
    },
  );
  const changeCsv = (text: string) => {
    setCsv(text);
    run.edited('csv');
  };

  const onSubmit = () => {
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
      form={run}
      onSubmit={onSubmit}
    >
      <ListFields value={list} onChange={setList} />
      <FileDropZone
        label={t`CSV file`}
        description={t`One value a line, optionally followed by a comma and a note.`}
        acceptedFileTypes={['text/csv', 'text/plain']}
        maxFileSize={MAX_FILE_BYTES}
        onChange={(files) => void files[0]?.text().then(changeCsv)}
      />
      <TextArea
        name="csv"
        label={t`CSV`}
        description={t`Nothing is imported while any line is invalid.`}
        value={csv}
        onChange={changeCsv}
        isRequired
        rows={8}
      />
    </FormModal>
  );
}
