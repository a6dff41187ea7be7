import { Trans, useLingui } from '@lingui/react/macro';
import { allowedIpLists, MAX_ALLOWED_IP_LIST_NAME, type AllowedIpList } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Dialog, Form, InlineAlert, Modal, Stack, TextField, toast } from '@paydesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { useSaveMutations } from '../../shared/forms/useSaveMutations';
import { badIndexesOf, checkRows, entryField, rowsOf, type EntryRow } from './entries';
import { EntriesEditor } from './EntriesEditor';
import { allowedIpListErrorMessages } from './labels';
import { allowedIpListQueries } from './queries';

export interface AllowedIpListFormModalProps {
  organizationId: string;
  /** The list to edit; none creates one. */
  list?: AllowedIpList;
  onOpenChange: (isOpen: boolean) => void;
}

/** Moves focus to the first field the form marked, once it shows its error. */
const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * Creates or edits an allowed IP list: its name and its entries. Each entry is checked as the provider checks it
 * before anything is sent; a bad one is marked at its row with the provider's words, and the provider's own
 * refusals (a name already taken) land at their fields. What was typed stays.
 */
export function AllowedIpListFormModal({
  organizationId,
  list,
  onOpenChange,
}: AllowedIpListFormModalProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(list?.attributes.name ?? '');
  const [rows, setRows] = useState<EntryRow[]>(() => rowsOf(list?.attributes.entries ?? []));
  const [entriesError, setEntriesError] = useState<string | null>(null);
  const { errors, formError, edited, show, clear } = useFieldErrors();
  const invalidEntry = i18n._(allowedIpListErrorMessages['invalid-ip-range']);

  const markRows = (indexes: number[]) =>
    Object.fromEntries(
      indexes.flatMap((index) => (rows[index] ? [[entryField(rows[index]), [invalidEntry]]] : [])),
    );

  const onError = (error: unknown) => {
    const read = fieldErrors(error, i18n, {
      fields: ['name', 'entries'],
      messages: allowedIpListErrorMessages,
    });
    const { entries = [], ...fields } = read.fields;
    const bad = badIndexesOf(error);
    show({ fields: { ...fields, ...markRows(bad) }, form: read.form });
    setEntriesError(entries.find((text) => text !== invalidEntry) ?? null);
    focusFirstInvalid(document.getElementById(formId) as HTMLFormElement | null);
  };
  const { create, update, isPending } = useSaveMutations(
    actionMutationOptions(api, allowedIpLists.actions['allowed-ip-lists/create']),
    actionMutationOptions(api, allowedIpLists.actions['allowed-ip-lists/update']),
    { onError },
  );

  const onSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: allowedIpListQueries.keys.all() });
    toast.success(list ? t`Allowed IP list saved` : t`Allowed IP list created`);
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setEntriesError(null);
    const { bad, problem } = checkRows(rows);
    if (bad.length > 0 || problem) {
      show({ fields: markRows(bad), form: null });
      if (problem) setEntriesError(i18n._(allowedIpListErrorMessages[problem]));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    // Sent as they are, blank rows too: the provider names a bad entry by its index, which is then its row.
    const attributes = { name, entries: rows.map((row) => row.text) };
    if (list) {
      update.mutate(
        { id: list.id, payload: { data: { type: 'allowed-ip-lists', attributes } } },
        { onSuccess: onSaved },
      );
    } else {
      create.mutate(
        {
          payload: {
            data: {
              type: 'allowed-ip-lists',
              attributes: { resourceId: organizationId, ...attributes },
            },
          },
        },
        { onSuccess: onSaved },
      );
    }
  };

  return (
    <Modal isOpen onOpenChange={onOpenChange} size="md" isDismissable={!isPending}>
      <Dialog
        title={list ? t`Edit allowed IP list` : t`Create allowed IP list`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={formId} variant="primary" isPending={isPending}>
              {list ? t`Save` : t`Create list`}
            </Button>
          </>
        )}
      >
        <Form id={formId} onSubmit={onSubmit} validationErrors={errors}>
          <Stack gap="lg">
            <TextField
              name="name"
              label={t`Name`}
              placeholder={t`Office network`}
              value={name}
              onChange={(text) => {
                setName(text);
                edited('name');
              }}
              maxLength={MAX_ALLOWED_IP_LIST_NAME}
              isRequired
            />
            <EntriesEditor
              rows={rows}
              onChange={(next) => {
                setRows(next);
                setEntriesError(null);
              }}
              onEdited={edited}
              error={entriesError}
            />
            {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
