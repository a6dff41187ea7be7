import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@paydesk/api-client';
import { Button, IconDownload, ProgressRing, toast } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';

export interface DownloadButtonProps {
  path: string;
  fileName: string;
  label: string;
  /** What the progress ring announces. */
  progressLabel: string;
  /** The provider's refusal text (an expired report) goes here instead of a toast. */
  onRefused?: (title: string) => void;
  variant?: 'primary' | 'secondary';
}

/** Downloads a file as a blob (SPEC §7 "Other") with a progress ring while the bytes arrive. */
export function DownloadButton({
  path,
  fileName,
  label,
  progressLabel,
  onRefused,
  variant = 'secondary',
}: DownloadButtonProps) {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<number | 'pending' | null>(null);

  const run = async () => {
    setProgress('pending');
    try {
      await api.download(path, {
        fileName,
        onProgress: ({ fraction }) => setProgress(fraction ?? 'pending'),
      });
    } catch (error) {
      // A 403 on a file path is told by the client's 'not allowed' notice already.
      if (error instanceof ApiError && error.status === 403) return;
      const title = error instanceof ApiError ? error.titles[0] : undefined;
      if (title && error instanceof ApiError && error.status === 410 && onRefused) onRefused(title);
      else toast.error(i18n._(errorMessage(error)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        icon={<IconDownload size="sm" />}
        onPress={() => void run()}
        isDisabled={progress !== null}
      >
        {label}
      </Button>
      {progress !== null && (
        <ProgressRing
          size="sm"
          aria-label={progressLabel}
          isIndeterminate={progress === 'pending'}
          value={progress === 'pending' ? undefined : progress * 100}
        />
      )}
    </>
  );
}
