import { useLingui } from '@lingui/react/macro';
import { allowedIpLists, MAX_ALLOWED_IP_LIST_NAME, type AllowedIpList } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { NameField } from '../../shared/forms/NameField';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
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
  /** The form, as it was last sent: where a refusal's first marked field is focused. */
  const sent = useRef<HTMLFormElement | null>(null);
  const [name, setName] = useState(list?.attributes.name ?? '');
  const [rows, setRows] = useState<EntryRow[]>(() => rowsOf(list?.attributes.entries ?? []));
  const [entriesError, setEntriesError] = useState<string | null>(null);
  const invalidEntry = i18n._(allowedIpListErrorMessages['invalid-ip-range']);

  const markRows = (indexes: number[]) =>
    Object.fromEntries(
      indexes.flatMap((index) => (rows[index] ? [[entryField(rows[index]), [invalidEntry]]] : [])),
    );

  const save = useSaveFormModalMutations(
    actionMutationOptions(api, allowedIpLists.actions['allowed-ip-lists/create']),
    actionMutationOptions(api, allowedIpLists.actions['allowed-ip-lists/update']),
    {
      // A bad entry is marked at its row (the provider names it by its index); the list's other refusals are
      // said below the rows.
      errors: (error) => {
        const read = fieldErrors(error, i18n, {
          fields: ['name', 'entries'],
          messages: allowedIpListErrorMessages,
        });
        const { entries = [], ...fields } = read.fields;
        setEntriesError(entries.find((text) => text !== invalidEntry) ?? null);
        focusFirstInvalid(sent.current);
        return { fields: { ...fields, ...markRows(badIndexesOf(error)) }, form: read.form };
      },
      invalidates: [allowedIpListQueries.keys.all()],
      toast: () => (list ? t`Allowed IP list saved` : t`Allowed IP list created`),
      onOpenChange,
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    sent.current = event.currentTarget;
    setEntriesError(null);
    const { bad, problem } = checkRows(rows);
    if (bad.length > 0 || problem) {
      save.show({ fields: markRows(bad), form: null });
      if (problem) setEntriesError(i18n._(allowedIpListErrorMessages[problem]));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    // Sent as they are, blank rows too: the provider names a bad entry by its index, which is then its row.
    const attributes = { name, entries: rows.map((row) => row.text) };
    if (list) {
      save.update.mutate({
        id: list.id,
        payload: { data: { type: 'allowed-ip-lists', attributes } },
      });
    } else {
      save.create.mutate({
        payload: {
          data: {
            type: 'allowed-ip-lists',
            attributes: { resourceId: organizationId, ...attributes },
          },
        },
      });
    }
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={list ? t`Edit allowed IP list` : t`Create allowed IP list`}
      submitLabel={list ? t`Save` : t`Create list`}
      form={save}
      onSubmit={onSubmit}
    >
      <NameField
        placeholder={t`Office network`}
        value={name}
        onChange={(text) => {
          setName(text);
          save.edited('name');
        }}
        maxLength={MAX_ALLOWED_IP_LIST_NAME}
      />
      <EntriesEditor
        rows={rows}
        onChange={(next) => {
          setRows(next);
          setEntriesError(null);
        }}
        onEdited={save.edited}
        error={entriesError}
      />
    </FormModal>
  );
}
