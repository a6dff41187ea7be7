import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@paydesk/api-client';
import { Button, IconDownload, ProgressRing, toast } from '@paydesk/ui';
import { useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { exportTransactions } from './exportTransactions';
import type { TransactionListAttributes } from './queries';

/** "Export CSV" of the current view, with a progress ring while the file downloads. */
export function ExportButton({ attributes }: { attributes: TransactionListAttributes }) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<number | 'pending' | null>(null);

  const run = async () => {
    setProgress('pending');
    try {
      const { rows } = await exportTransactions(attributes, ({ fraction }) =>
        setProgress(fraction ?? 'pending'),
      );
      toast.success(
        rows === undefined ? t`Export downloaded` : t`Export downloaded: ${rows} transactions`,
      );
    } catch (error) {
      toast.error(apiTitle(error) ?? i18n._(errorMessage(error)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        icon={<IconDownload size="sm" />}
        onPress={() => void run()}
        isDisabled={progress !== null}
      >
        {t`Export CSV`}
      </Button>
      {progress !== null && (
        <ProgressRing
          size="sm"
          label={t`Exporting transactions`}
          isIndeterminate={progress === 'pending'}
          value={progress === 'pending' ? undefined : progress * 100}
        />
      )}
    </>
  );
}

/** The provider's own explanation (e.g. an export that is too large), when it gave one. */
function apiTitle(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'export-too-large'
    ? error.titles[0]
    : undefined;
}
