import type { Dictionary } from '../private/intl';

export type FileUploadFieldKey =
  'drop' | 'browse' | 'remove' | 'retry' | 'progress' | 'uploaded' | 'paused' | 'failed';

export const fileUploadFieldStrings: Dictionary<FileUploadFieldKey> = {
  'en-US': {
    drop: 'Drag files here or',
    browse: 'Browse files',
    remove: 'Remove {name}',
    retry: 'Retry {name}',
    progress: 'Uploading {name}',
    uploaded: 'Uploaded',
    paused: 'Paused',
    failed: 'Not uploaded',
  },
  'de-DE': {
    drop: 'Dateien hierher ziehen oder',
    browse: 'Dateien auswählen',
    remove: '{name} entfernen',
    retry: '{name} erneut versuchen',
    progress: '{name} wird hochgeladen',
    uploaded: 'Hochgeladen',
    paused: 'Angehalten',
    failed: 'Nicht hochgeladen',
  },
};
