/** Chunked, resumable uploads (payment link downloads) and their field. */
export { DownloadsField } from './DownloadsField';
export { uploadCodeMessages, uploadMessages } from './messages';
export { useUploads, type DownloadUpload, type Uploads } from './useUploads';
