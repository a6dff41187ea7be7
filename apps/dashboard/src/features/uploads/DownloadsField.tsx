import { useLingui } from '@lingui/react/macro';
import { FileUploadField } from '@paydesk/ui';
import type { Uploads } from './useUploads';

interface DownloadsFieldProps {
  uploads: Uploads;
  isDisabled?: boolean;
  /** An error about the downloads as a whole (from the form's submit). */
  errorMessage?: string;
  /** Files were added or removed (the form drops the field's server error). */
  onChange?: () => void;
}

/** The payment link's downloads: files the customer receives after paying, up to 2 GB each. */
export function DownloadsField({
  uploads,
  isDisabled,
  errorMessage,
  onChange,
}: DownloadsFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <FileUploadField
      label={t`Downloads`}
      description={t`Customers receive these files after paying. Up to 2 GB per file.`}
      allowsMultiple
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      items={uploads.items.map((item) => ({
        key: item.key,
        name: item.name,
        size: item.size,
        status: item.status,
        progress: item.progress,
        error: item.error ? i18n._(item.error) : undefined,
      }))}
      onSelect={(files) => {
        uploads.add(files);
        onChange?.();
      }}
      onRetry={uploads.retry}
      onRemove={(key) => {
        uploads.remove(key);
        onChange?.();
      }}
    />
  );
}
