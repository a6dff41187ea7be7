import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { DropZone, FileTrigger, type DropItem } from 'react-aria-components';
import { Button as PaydeskButton } from '../Button';
import { label as labelClass, requiredMark } from '../private/field/field.css';
import { dropZone } from './FileDropZone.css';

export interface DropAreaProps {
  labelId: string;
  label: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  invalid: boolean;
  /** The ids of the field's help and errors, read with the zone and its button. */
  describedBy: string;
  acceptedFileTypes: string[];
  allowsMultiple: boolean;
  dropText: ReactNode;
  browseText: ReactNode;
  /** Files dropped or chosen with the button. */
  onFiles: (files: File[]) => void;
}

async function filesFrom(items: DropItem[]): Promise<File[]> {
  const fileItems = items.filter((item) => item.kind === 'file');
  return Promise.all(fileItems.map((item) => item.getFile()));
}

/**
 * The label and the zone files are dropped on, with its "Browse files" button for the keyboard and screen readers:
 * the part FileDropZone and FileUploadField share; each lists its files and errors its own way.
 */
export function DropArea({
  labelId,
  label,
  isRequired,
  isDisabled,
  invalid,
  describedBy,
  acceptedFileTypes,
  allowsMultiple,
  dropText,
  browseText,
  onFiles,
}: DropAreaProps) {
  return (
    <>
      <span id={labelId} className={labelClass}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden>
            *
          </span>
        )}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        isDisabled={isDisabled}
        data-invalid={invalid || undefined}
        className={dropZone}
        getDropOperation={(types) => (isDisabled || !types.has('Files') ? 'cancel' : 'copy')}
        onDrop={async (event) => onFiles(await filesFrom(event.items))}
      >
        <Upload size={20} aria-hidden />
        <span>{dropText}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => onFiles(list ? Array.from(list) : [])}
        >
          <PaydeskButton
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {browseText}
          </PaydeskButton>
        </FileTrigger>
      </DropZone>
    </>
  );
}
