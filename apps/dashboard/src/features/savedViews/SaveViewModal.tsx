import { Trans, useLingui } from '@lingui/react/macro';
import {
  SAVED_VIEW_NAME_MAX,
  savedViews,
  type SavedView,
  type SavedViewList,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Checkbox, TextField, toast, type DataTableColumnVisibility } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { errors, formError, show, clear, edited } = useFieldErrors();

  const save = useMutation({
    ...actionMutationOptions(
      api,
      savedViews.actions[view ? 'saved-views/update' : 'saved-views/create'],
    ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: savedViewQueries.keys.list() });
      toast.success(view ? t`View saved` : t`View “${answer.data.attributes.name}” saved`);
      onSaved(answer.data);
      onOpenChange(false);
    },
    onError: (error) => show(fieldErrors(error, i18n, { fields, formFallback: 'title' })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    clear();
    save.mutate({
      ...(view ? { id: view.id } : {}),
      payload: {
        data: {
          type: 'saved-view',
          attributes: {
            resourceId: organizationId,
            list,
            name: String(form.get('name') ?? '').trim(),
            visibility: form.get('shared') ? 'shared' : 'private',
            search,
            columns,
          },
        },
      },
    } as never);
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={view ? <Trans>Rename or share view</Trans> : <Trans>Save view</Trans>}
      submitLabel={view ? <Trans>Save</Trans> : <Trans>Save view</Trans>}
      isPending={save.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      <TextField
        name="name"
        label={t`Name`}
        description={t`Up to ${SAVED_VIEW_NAME_MAX} characters.`}
        defaultValue={view?.attributes.name ?? ''}
        maxLength={SAVED_VIEW_NAME_MAX}
        isRequired
        onChange={() => edited('name')}
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
