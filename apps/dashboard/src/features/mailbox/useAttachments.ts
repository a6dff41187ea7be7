import {
  isAttachmentType,
  mailbox,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
} from '@paydesk/api-client';
import { useAttachmentUploads, type AttachmentRules } from '../uploads';
import { attachmentCodeMessages, mailboxMessages } from './labels';

/** A message's files: the mailbox's size and type limits are checked before anything is sent. */
const messageAttachments: AttachmentRules = {
  allocate: mailbox.actions['messages/allocateAttachment'],
  remove: mailbox.actions['messages/deleteAttachment'],
  maxFiles: MAX_MESSAGE_ATTACHMENTS,
  refusal: (file) => {
    if (file.size > MAX_ATTACHMENT_BYTES) return mailboxMessages.tooLarge;
    if (!isAttachmentType(file.type || 'application/octet-stream'))
      return mailboxMessages.wrongType;
    return undefined;
  },
  codeMessages: attachmentCodeMessages,
};

export const useAttachments = () => useAttachmentUploads(messageAttachments);
