import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { field, useFieldStrings } from '../private/field';
import {
  description as descriptionClass,
  fieldError,
  fieldErrorIcon,
} from '../private/field/field.css';
import { DropArea } from './DropArea';
import { errors as errorsClass } from './FileDropZone.css';
import { FileList } from './FileList';
import { formatFileSize } from './files';
import { fileDropZoneStrings } from './intl';
import { useFileSelection } from './useFileSelection';

export interface FileDropZoneProps {
  label: ReactNode;
  description?: ReactNode;
  /** An error from the app (e.g. the upload failed), shown with the zone's own file errors. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** MIME types ("application/pdf"), wildcards ("image/*") or extensions (".csv"). */
  acceptedFileTypes?: string[];
  /** Largest accepted file, in bytes. */
  maxFileSize?: number;
  allowsMultiple?: boolean;
  value?: File[];
  defaultValue?: File[];
  onChange?: (files: File[]) => void;
  className?: string;
}

/**
 * Choose files by dropping them or with the "Browse files" button (keyboard and screen readers use the
 * button). Files of the wrong type or over `maxFileSize` are refused with an error naming the file
 * and the limit; the chosen files are listed with their size and a remove button.
 */
export function FileDropZone({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  acceptedFileTypes = [],
  maxFileSize,
  allowsMultiple = false,
  value,
  defaultValue,
  onChange,
  className,
}: FileDropZoneProps) {
  const { locale } = useLocale();
  const t = useFieldStrings(fileDropZoneStrings, 'FileDropZone');
  const ids = { label: useId(), description: useId(), errors: useId() };
  const selection = useFileSelection({
    value,
    defaultValue,
    onChange,
    acceptedFileTypes,
    maxFileSize,
    allowsMultiple,
  });
  const size = (bytes: number) => formatFileSize(bytes, locale);
  const types = acceptedFileTypes.join(', ');
  const messages = selection.rejections.map(({ file, reason }) =>
    reason === 'tooLarge'
      ? t('tooLarge', { name: file.name, limit: size(maxFileSize ?? 0) })
      : t('wrongType', { name: file.name, types }),
  );
  if (isInvalid && errorMessage != null) messages.push(String(errorMessage));
  const invalid = messages.length > 0;
  const limits = [
    types && t('acceptedTypes', { types }),
    maxFileSize !== undefined && t('maxSize', { limit: size(maxFileSize) }),
  ]
    .filter(Boolean)
    .join(' ');
  const help = description ?? (limits || null);
  const describedBy = [help != null && ids.description, invalid && ids.errors]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <DropArea
        labelId={ids.label}
        label={label}
        isRequired={isRequired}
        isDisabled={isDisabled}
        invalid={invalid}
        describedBy={describedBy}
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        dropText={t('drop')}
        browseText={t('browse')}
        onFiles={selection.add}
      />
      {help != null && (
        <span id={ids.description} className={descriptionClass}>
          {help}
        </span>
      )}
      <ul id={ids.errors} className={errorsClass} aria-live="polite">
        {messages.map((message) => (
          <li key={message} className={fieldError}>
            <CircleAlert size={14} className={fieldErrorIcon} aria-hidden />
            <span>{message}</span>
          </li>
        ))}
      </ul>
      <FileList
        files={selection.files}
        formatSize={size}
        removeLabel={(name) => t('remove', { name })}
        onRemove={isDisabled ? undefined : selection.remove}
      />
    </div>
  );
}

export { formatFileSize, isAcceptedFile } from './files';
