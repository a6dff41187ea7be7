import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { DropArea } from '../FileDropZone/DropArea';
import { formatFileSize } from '../FileDropZone/files';
import { field, useFieldStrings } from '../private/field';
import {
  description as descriptionClass,
  fieldError,
  fieldErrorIcon,
} from '../private/field/field.css';
import { fileUploadFieldStrings } from './intl';
import type { UploadItem } from './types';
import { UploadList } from './UploadList';

export interface FileUploadFieldProps {
  label: ReactNode;
  /** Help under the zone (e.g. the limits: 'Up to 2 GB per file.'). */
  description?: ReactNode;
  /** An error about the field as a whole (a file's own error goes on its item). */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** MIME types, wildcards or extensions, as the file input's `accept`. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  /** The files and where their uploads stand; the app owns them (the field never uploads itself). */
  items: readonly UploadItem[];
  /** Files chosen by drop or the Browse button: the app checks them (size, type) and starts their uploads. */
  onSelect: (files: File[]) => void;
  onRetry?: (key: string) => void;
  onRemove?: (key: string) => void;
  className?: string;
}

/**
 * A file field that shows uploads as they go: drop files or use "Browse files" (keyboard and screen readers use
 * the button); each file is listed with its name, size, a progress bar with its percentage, its error, and
 * retry and remove buttons. The app owns the uploads and every provider text (limits, errors).
 */
export function FileUploadField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  acceptedFileTypes = [],
  allowsMultiple = false,
  items,
  onSelect,
  onRetry,
  onRemove,
  className,
}: FileUploadFieldProps) {
  const { locale } = useLocale();
  const t = useFieldStrings(fileUploadFieldStrings, 'FileUploadField');
  const ids = { label: useId(), description: useId(), errors: useId() };
  const invalid = Boolean(isInvalid && errorMessage != null);
  const describedBy = [description != null && ids.description, invalid && ids.errors]
    .filter(Boolean)
    .join(' ');
  const select = (files: File[]) => {
    if (files.length > 0) onSelect(allowsMultiple ? files : files.slice(0, 1));
  };

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
        onFiles={select}
      />
      {description != null && (
        <span id={ids.description} className={descriptionClass}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={ids.errors} className={fieldError}>
          <CircleAlert size={14} className={fieldErrorIcon} aria-hidden />
          <span>{errorMessage}</span>
        </span>
      )}
      <UploadList
        items={items}
        formatSize={(bytes) => formatFileSize(bytes, locale)}
        t={t}
        onRetry={isDisabled ? undefined : onRetry}
        onRemove={isDisabled ? undefined : onRemove}
      />
    </div>
  );
}
