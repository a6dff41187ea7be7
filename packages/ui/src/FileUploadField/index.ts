export { FileUploadField, type FileUploadFieldProps } from './FileUploadField';
export { uploadItemStatuses, type UploadItem, type UploadItemStatus } from './types';
