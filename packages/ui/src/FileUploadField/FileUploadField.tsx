import { CircleAlert, Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DropZone, FileTrigger, useLocale, type DropItem } from 'react-aria-components';
import { Button as PaydeskButton } from '../Button';
import { formatFileSize } from '../FileDropZone/files';
import { dropZone } from '../FileDropZone/FileDropZone.css';
import { field, useFieldStrings } from '../private/field';
import {
  description as descriptionClass,
  fieldError,
  fieldErrorIcon,
  label as labelClass,
  requiredMark,
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

async function filesFrom(items: DropItem[]): Promise<File[]> {
  const fileItems = items.filter((item) => item.kind === 'file');
  return Promise.all(fileItems.map((item) => item.getFile()));
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
      <span id={ids.label} className={labelClass}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden>
            *
          </span>
        )}
      </span>
      <DropZone
        aria-labelledby={ids.label}
        aria-describedby={describedBy || undefined}
        isDisabled={isDisabled}
        data-invalid={invalid || undefined}
        className={dropZone}
        getDropOperation={(types) => (isDisabled || !types.has('Files') ? 'cancel' : 'copy')}
        onDrop={async (event) => select(await filesFrom(event.items))}
      >
        <Upload size={20} aria-hidden />
        <span>{t('drop')}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => select(list ? Array.from(list) : [])}
        >
          <PaydeskButton
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {t('browse')}
          </PaydeskButton>
        </FileTrigger>
      </DropZone>
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
