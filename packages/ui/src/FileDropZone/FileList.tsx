import { FileText, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { fieldButton } from '../private/field';
import { fileList, fileName, fileRow, fileSize } from './FileDropZone.css';

interface FileListProps {
  files: File[];
  formatSize: (bytes: number) => string;
  removeLabel: (name: string) => string;
  onRemove?: (index: number) => void;
}

/** The chosen files with their sizes, each removable. */
export function FileList({ files, formatSize, removeLabel, onRemove }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className={fileList}>
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}`} className={fileRow}>
          <FileText size={16} aria-hidden />
          <span className={fileName}>{file.name}</span>
          <span className={fileSize}>{formatSize(file.size)}</span>
          {onRemove && (
            <Button
              className={fieldButton}
              aria-label={removeLabel(file.name)}
              onPress={() => onRemove(index)}
            >
              <X size={16} aria-hidden />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
