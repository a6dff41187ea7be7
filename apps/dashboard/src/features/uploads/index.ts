/** Uploads: files attached to a message or evidence, and chunked, resumable payment link downloads. */
export { AttachmentsField } from './AttachmentsField';
export { DownloadsField } from './DownloadsField';
export { uploadCodeMessages, uploadMessages } from './messages';
export {
  useAttachmentUploads,
  type Attachment,
  type AttachmentRules,
  type AttachmentUploads,
} from './useAttachmentUploads';
export { useUploads, type DownloadUpload, type Uploads } from './useUploads';
