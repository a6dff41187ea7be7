import { CircleAlert, CircleCheck, FileText, RotateCcw, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { ProgressBar } from '../ProgressBar';
import { fieldButton } from '../private/field';
import * as css from './FileUploadField.css';
import type { UploadItem } from './types';

interface UploadListProps {
  items: readonly UploadItem[];
  formatSize: (bytes: number) => string;
  t: (
    key: 'remove' | 'retry' | 'progress' | 'uploaded' | 'paused' | 'failed',
    values?: Record<string, string>,
  ) => string;
  onRetry?: (key: string) => void;
  onRemove?: (key: string) => void;
}

/** One row per file: name, size, progress while it goes, its error, and retry / remove. */
export function UploadList({ items, formatSize, t, onRetry, onRemove }: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={css.list}>
      {items.map((item) => {
        const retryable = item.status === 'failed' || item.status === 'paused';
        return (
          <li key={item.key} className={css.row} data-status={item.status}>
            {item.status === 'done' ? (
              <CircleCheck size={16} className={css.done} aria-hidden />
            ) : (
              <FileText size={16} className={css.icon} aria-hidden />
            )}
            <div className={css.main}>
              <div className={css.heading}>
                <span className={css.name}>{item.name}</span>
                <span className={css.meta}>
                  {item.status === 'uploading' || item.status === 'paused'
                    ? `${formatSize(Math.round(item.progress * item.size))} / ${formatSize(item.size)}`
                    : formatSize(item.size)}
                </span>
                {item.status === 'done' && <span className={css.meta}>{t('uploaded')}</span>}
                {item.status === 'paused' && <span className={css.meta}>{t('paused')}</span>}
                {item.status === 'failed' && <span className={css.meta}>{t('failed')}</span>}
              </div>
              {(item.status === 'uploading' || item.status === 'paused') && (
                <ProgressBar
                  size="sm"
                  aria-label={t('progress', { name: item.name })}
                  value={Math.round(item.progress * 100)}
                  showValueLabel
                />
              )}
              {item.error != null && (
                <span className={css.error} role="alert">
                  <CircleAlert size={14} aria-hidden />
                  <span>{item.error}</span>
                </span>
              )}
            </div>
            <div className={css.actions}>
              {retryable && onRetry && (
                <Button
                  className={fieldButton}
                  aria-label={t('retry', { name: item.name })}
                  onPress={() => onRetry(item.key)}
                >
                  <RotateCcw size={16} aria-hidden />
                </Button>
              )}
              {onRemove && (
                <Button
                  className={fieldButton}
                  aria-label={t('remove', { name: item.name })}
                  onPress={() => onRemove(item.key)}
                >
                  <X size={16} aria-hidden />
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
