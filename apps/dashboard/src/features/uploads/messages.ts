import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What the downloads field says about a file (SPEC §5: 'Payment link download files are limited to 2 GB'). */
export const uploadMessages = {
  tooLarge: msg`File is larger than 2 GB`,
  paused: msg`Connection lost. The upload resumes when you are back online.`,
  failed: msg`The upload failed. Try again.`,
  notReady: msg`Upload not found or not finished`,
  stillUploading: msg`Wait until the uploads have finished`,
} satisfies Record<string, MessageDescriptor>;

/** What an attachment field says when a file's upload failed for a reason the provider did not name. */
export const attachmentFailed = msg`The upload failed. Remove the file and try again.`;

/** The provider's codes for an upload, in the app's words. */
export const uploadCodeMessages: Readonly<Record<string, MessageDescriptor>> = {
  'file-too-large': uploadMessages.tooLarge,
  'download-not-ready': uploadMessages.notReady,
};
