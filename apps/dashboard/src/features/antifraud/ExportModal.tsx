import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { ListFields, useListChoice, type ListModalProps } from './ListFields';

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
export function ExportModal({ organizationId, onOpenChange }: ListModalProps) {
  const { t } = useLingui();
  const [list, setList] = useListChoice();
  const run = useFormModalMutation(
    {
      ...actionMutationOptions(api, antifraud.actions['antifraud-lists/export']),
      onSuccess: (answer) => saveCsv(answer.data.attributes.filename, answer.data.attributes.csv),
    },
    { errors: { fields: [] }, toast: () => t`List exported`, onOpenChange },
  );
  const onSubmit = () => {
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
      form={run}
      onSubmit={onSubmit}
    >
      <ListFields value={list} onChange={setList} />
    </FormModal>
  );
}
