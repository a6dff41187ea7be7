import { useLingui } from '@lingui/react/macro';
import { ApiError, MAX_TRANSLATION_FILE, translations } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { FileDropZone, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { translationErrorMessages } from './labels';
import { translationQueries } from './queries';

export interface ImportModalProps {
  organizationId: string;
  code: string;
  onOpenChange: (isOpen: boolean) => void;
}

/** The line a refused file names (`meta.line`), if any. */
const lineOf = (error: unknown): number | null => {
  const line = error instanceof ApiError ? error.errors[0]?.meta?.line : undefined;
  return typeof line === 'number' ? line : null;
};

/**
 * Imports a PO or JSON file into a language (by its extension). The provider reads it whole or not at all: a
 * malformed file is refused with 'Incorrect format' and the line of its first fault, shown at the file.
 */
export function ImportModal({ organizationId, code, onOpenChange }: ImportModalProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useMutation({
    ...actionMutationOptions(api, translations.actions['translations/import']),
    onError: (failure) => {
      const read = fieldErrors(failure, i18n, {
        fields: ['content', 'format'],
        messages: translationErrorMessages,
      });
      const line = lineOf(failure);
      const words = read.fields.content?.[0] ?? read.fields.format?.[0];
      setError(words ? (line ? t`${words} (line ${line})` : words) : null);
      setFormError(words ? null : read.form);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFormError(null);
    const file = files[0];
    if (!file) {
      setError(t`Choose a PO or JSON file`);
      return;
    }
    const format = /\.po$/i.test(file.name) ? 'po' : 'json';
    const content = await file.text();
    upload.mutate(
      {
        payload: {
          data: {
            type: 'translation-import',
            attributes: { resourceId: organizationId, code, format, content },
          },
        },
      },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: translationQueries.keys.all() });
          toast.success(t`Translations imported`);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Import translations`}
      submitLabel={t`Import`}
      isPending={upload.isPending}
      onSubmit={(event) => void onSubmit(event)}
      errors={{}}
      formError={formError}
    >
      <FileDropZone
        label={t`Translation file`}
        description={t`A PO file (the key in msgctxt) or a JSON object of keys and texts. Keys in the file replace the current texts; an empty text falls back to English.`}
        acceptedFileTypes={['.po', '.json']}
        maxFileSize={MAX_TRANSLATION_FILE}
        value={files}
        onChange={(next) => {
          setFiles(next.slice(-1));
          setError(null);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
        isRequired
      />
    </FormModal>
  );
}
