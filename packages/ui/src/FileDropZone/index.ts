export {
  FileDropZone,
  formatFileSize,
  isAcceptedFile,
  type FileDropZoneProps,
} from './FileDropZone';
