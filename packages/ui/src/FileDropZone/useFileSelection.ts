import { useState } from 'react';
import { isAcceptedFile } from './files';

export type FileRejection = { file: File; reason: 'tooLarge' | 'wrongType' };

interface Options {
  value: File[] | undefined;
  defaultValue: File[] | undefined;
  onChange: ((files: File[]) => void) | undefined;
  acceptedFileTypes: readonly string[];
  maxFileSize: number | undefined;
  allowsMultiple: boolean;
}

/** Splits incoming files into accepted and rejected, and keeps the accepted ones (one in single mode). */
export function useFileSelection(options: Options) {
  const { value, defaultValue, onChange, acceptedFileTypes, maxFileSize, allowsMultiple } = options;
  const [uncontrolled, setUncontrolled] = useState<File[]>(defaultValue ?? []);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const files = value ?? uncontrolled;

  const commit = (next: File[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const add = (incoming: File[]) => {
    const rejected: FileRejection[] = [];
    const accepted = incoming.filter((file) => {
      if (!isAcceptedFile(file, acceptedFileTypes)) rejected.push({ file, reason: 'wrongType' });
      else if (maxFileSize !== undefined && file.size > maxFileSize)
        rejected.push({ file, reason: 'tooLarge' });
      else return true;
      return false;
    });
    setRejections(rejected);
    if (accepted.length === 0) return;
    commit(allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const remove = (index: number) => {
    setRejections([]);
    commit(files.filter((_, i) => i !== index));
  };

  return { files, rejections, add, remove };
}
