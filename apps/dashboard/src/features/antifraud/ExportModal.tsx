import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { FormModal } from '../../shared/forms/FormModal';
import { ListFields, type ListChoice } from './ListFields';

/** Hands the browser a CSV as a download. */
function saveCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads one list as CSV (`value,note`). */
export function ExportModal({
  organizationId,
  onOpenChange,
}: {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [list, setList] = useState<ListChoice>({ listType: 'block', kind: 'bin' });
  const [formError, setFormError] = useState<string | null>(null);
  const run = useMutation({
    ...actionMutationOptions(api, antifraud.actions['antifraud-lists/export']),
    onSuccess: (answer) => {
      saveCsv(answer.data.attributes.filename, answer.data.attributes.csv);
      toast.success(t`List exported`);
      onOpenChange(false);
    },
    onError: (error) => setFormError(i18n._(errorMessage(error))),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    run.mutate({
      payload: {
        data: {
          type: 'antifraud-list-export',
          attributes: { resourceId: organizationId, ...list },
        },
      },
    });
  };
  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Export CSV</Trans>}
      submitLabel={<Trans>Download CSV</Trans>}
      isPending={run.isPending}
      onSubmit={onSubmit}
      errors={{}}
      formError={formError}
    >
      <ListFields value={list} onChange={setList} />
    </FormModal>
  );
}
