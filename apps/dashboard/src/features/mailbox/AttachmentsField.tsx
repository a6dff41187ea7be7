import { useLingui } from '@lingui/react/macro';
import { ATTACHMENT_TYPES, MAX_MESSAGE_ATTACHMENTS } from '@paydesk/api-client';
import { AttachmentsField as FilesField, type AttachmentUploads } from '../uploads';
import { mailboxMessages } from './labels';

/** A message's files: up to five, 10 MB each, images, PDFs and documents; each uploads as it is added. */
export function AttachmentsField({ attachments }: { attachments: AttachmentUploads }) {
  const { t, i18n } = useLingui();
  return (
    <FilesField
      attachments={attachments}
      label={t`Attachments`}
      description={t`Up to ${MAX_MESSAGE_ATTACHMENTS} files, 10 MB each: images, PDF, text, CSV, office documents or ZIP.`}
      acceptedFileTypes={[...ATTACHMENT_TYPES]}
      tooManyMessage={i18n._(mailboxMessages.tooMany)}
    />
  );
}
