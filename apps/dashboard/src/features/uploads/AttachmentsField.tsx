import { useLingui } from '@lingui/react/macro';
import { FileUploadField } from '@paydesk/ui';
import type { ReactNode } from 'react';
import type { AttachmentUploads } from './useAttachmentUploads';

/** The files of `useAttachmentUploads`, each with where its upload stands and a remove button. */
export function AttachmentsField({
  attachments,
  label,
  description,
  acceptedFileTypes,
  tooManyMessage,
}: {
  attachments: AttachmentUploads;
  label: ReactNode;
  description: ReactNode;
  acceptedFileTypes?: string[];
  /** Said at the field when more files are chosen than one submission takes. */
  tooManyMessage: string;
}) {
  const { i18n } = useLingui();
  return (
    <FileUploadField
      label={label}
      description={description}
      allowsMultiple
      {...(acceptedFileTypes ? { acceptedFileTypes } : {})}
      isInvalid={attachments.tooMany}
      errorMessage={attachments.tooMany ? tooManyMessage : undefined}
      items={attachments.items.map((item) => ({
        key: item.key,
        name: item.file.name,
        size: item.file.size,
        status: item.status,
        progress: item.progress,
        error: item.error ? i18n._(item.error) : undefined,
      }))}
      onSelect={attachments.add}
      onRemove={attachments.remove}
    />
  );
}
