import type { Dictionary } from '../private/intl';

export type FileDropZoneKey =
  'drop' | 'browse' | 'tooLarge' | 'wrongType' | 'remove' | 'acceptedTypes' | 'maxSize';

export const fileDropZoneStrings: Dictionary<FileDropZoneKey> = {
  'en-US': {
    drop: 'Drag files here or',
    browse: 'Browse files',
    tooLarge: '{name} is larger than {limit}',
    wrongType: '{name} is not an accepted file type ({types})',
    remove: 'Remove {name}',
    acceptedTypes: 'Accepted: {types}.',
    maxSize: 'Up to {limit} per file.',
  },
  'de-DE': {
    drop: 'Dateien hierher ziehen oder',
    browse: 'Dateien auswählen',
    tooLarge: '{name} ist größer als {limit}',
    wrongType: '{name} hat keinen erlaubten Dateityp ({types})',
    remove: '{name} entfernen',
    acceptedTypes: 'Erlaubt: {types}.',
    maxSize: 'Bis zu {limit} pro Datei.',
  },
};
