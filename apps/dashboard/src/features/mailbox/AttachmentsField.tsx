import { useLingui } from '@lingui/react/macro';
import { ATTACHMENT_TYPES, MAX_MESSAGE_ATTACHMENTS } from '@paydesk/api-client';
import { FileUploadField } from '@paydesk/ui';
import { mailboxMessages } from './labels';
import type { Attachments } from './useAttachments';

/** A message's files: up to five, 10 MB each, images, PDFs and documents; each uploads as it is added. */
export function AttachmentsField({ attachments }: { attachments: Attachments }) {
  const { t, i18n } = useLingui();
  return (
    <FileUploadField
      label={t`Attachments`}
      description={t`Up to ${MAX_MESSAGE_ATTACHMENTS} files, 10 MB each: images, PDF, text, CSV, office documents or ZIP.`}
      allowsMultiple
      acceptedFileTypes={[...ATTACHMENT_TYPES]}
      isInvalid={attachments.tooMany}
      errorMessage={attachments.tooMany ? i18n._(mailboxMessages.tooMany) : undefined}
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
