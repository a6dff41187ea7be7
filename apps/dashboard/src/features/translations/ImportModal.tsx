import { useLingui } from '@lingui/react/macro';
import { ApiError, MAX_TRANSLATION_FILE, translations } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { FileDropZone } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors, type FieldErrors } from '../../shared/errors/fieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
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
 * malformed file is refused with 'Incorrect format' and the line of its first fault, shown at the file (the
 * form's error `file`, which no field of the form is named).
 */
export function ImportModal({ organizationId, code, onOpenChange }: ImportModalProps) {
  const { t, i18n } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useFormModalMutation(
    actionMutationOptions(api, translations.actions['translations/import']),
    {
      errors: (failure): FieldErrors => {
        const read = fieldErrors(failure, i18n, {
          fields: ['content', 'format'],
          messages: translationErrorMessages,
        });
        const line = lineOf(failure);
        const words = read.fields.content?.[0] ?? read.fields.format?.[0];
        return words
          ? { fields: { file: [line ? t`${words} (line ${line})` : words] }, form: null }
          : { fields: {}, form: read.form };
      },
      invalidates: [translationQueries.keys.all()],
      toast: () => t`Translations imported`,
      onOpenChange,
    },
  );
  const fileError = [upload.errors.file ?? []].flat()[0];

  const onSubmit = async () => {
    const file = files[0];
    if (!file) {
      upload.show({ fields: { file: [t`Choose a PO or JSON file`] }, form: null });
      return;
    }
    const format = /\.po$/i.test(file.name) ? 'po' : 'json';
    const content = await file.text();
    upload.mutate({
      payload: {
        data: {
          type: 'translation-import',
          attributes: { resourceId: organizationId, code, format, content },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Import translations`}
      submitLabel={t`Import`}
      form={upload}
      onSubmit={() => void onSubmit()}
    >
      <FileDropZone
        label={t`Translation file`}
        description={t`A PO file (the key in msgctxt) or a JSON object of keys and texts. Keys in the file replace the current texts; an empty text falls back to English.`}
        acceptedFileTypes={['.po', '.json']}
        maxFileSize={MAX_TRANSLATION_FILE}
        value={files}
        onChange={(next) => {
          setFiles(next.slice(-1));
          upload.edited('file');
        }}
        isInvalid={Boolean(fileError)}
        errorMessage={fileError}
        isRequired
      />
    </FormModal>
  );
}
