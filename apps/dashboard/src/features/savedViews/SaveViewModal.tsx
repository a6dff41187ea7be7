import { Trans, useLingui } from '@lingui/react/macro';
import {
  SAVED_VIEW_NAME_MAX,
  savedViews,
  type SavedView,
  type SavedViewList,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Checkbox, type DataTableColumnVisibility } from '@paydesk/ui';
import type { FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { NameField } from '../../shared/forms/NameField';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { savedViewQueries } from './queries';

const fields = ['name', 'visibility'];

export interface SaveViewModalProps {
  organizationId: string;
  list: SavedViewList;
  /** The view to rename or share; a new one when absent. */
  view?: SavedView;
  /** What the view keeps: the list's URL parameters and columns (a new view: the list as it is now). */
  search: Record<string, string>;
  columns: DataTableColumnVisibility;
  onOpenChange: (isOpen: boolean) => void;
  onSaved: (view: SavedView) => void;
}

/** Saves the list as it is under a name (new), or renames and shares or unshares a view (existing). */
export function SaveViewModal({
  organizationId,
  list,
  view,
  search,
  columns,
  onOpenChange,
  onSaved,
}: SaveViewModalProps) {
  const { t } = useLingui();
  const save = useSaveFormModalMutations(
    actionMutationOptions(api, savedViews.actions['saved-views/create']),
    actionMutationOptions(api, savedViews.actions['saved-views/update']),
    {
      errors: { fields, formFallback: 'title' },
      invalidates: [savedViewQueries.keys.list()],
      toast: (answer) => (view ? t`View saved` : t`View “${answer.data.attributes.name}” saved`),
      onOpenChange,
      onDone: (answer) => onSaved(answer.data),
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const attributes = {
      resourceId: organizationId,
      list,
      name: String(form.get('name') ?? '').trim(),
      visibility: form.get('shared') ? ('shared' as const) : ('private' as const),
      search,
      columns,
    };
    const payload = { data: { type: 'saved-view' as const, attributes } };
    if (view) save.update.mutate({ id: view.id, payload });
    else save.create.mutate({ payload });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={view ? <Trans>Rename or share view</Trans> : <Trans>Save view</Trans>}
      submitLabel={view ? <Trans>Save</Trans> : <Trans>Save view</Trans>}
      form={save}
      onSubmit={onSubmit}
    >
      <NameField
        description={t`Up to ${SAVED_VIEW_NAME_MAX} characters.`}
        defaultValue={view?.attributes.name ?? ''}
        maxLength={SAVED_VIEW_NAME_MAX}
        onChange={() => save.edited('name')}
      />
      <Checkbox
        name="shared"
        value="shared"
        defaultSelected={view?.attributes.visibility === 'shared'}
        description={t`Everyone in the organization who may see this list sees the view. Only you can change it.`}
      >
        <Trans>Share with the team</Trans>
      </Checkbox>
    </FormModal>
  );
}
