import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useStrings } from '../private/intl';
import * as styles from './DataTable.css';
import { dataTableStrings } from './intl';

export interface DataTableFooterProps {
  /** A failed next page: reported below the rows it kept. */
  pageError: ReactNode;
  onRetry?: () => void;
  /** Show the "Load more" button. */
  canLoadMore: boolean;
  isLoadingMore: boolean;
  onLoadMore?: () => void;
}

/** Below the grid: a failed next page with its retry, or the button that loads the next page. */
export function DataTableFooter({
  pageError,
  onRetry,
  canLoadMore,
  isLoadingMore,
  onLoadMore,
}: DataTableFooterProps) {
  const strings = useStrings(dataTableStrings, 'DataTable');
  if (pageError) {
    return (
      <div className={styles.footer} role="alert">
        <CircleAlert size={16} aria-hidden className={styles.errorIcon} />
        <span>{pageError === true ? strings('errorTitle') : pageError}</span>
        {onRetry && (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {strings('retry')}
          </Button>
        )}
      </div>
    );
  }
  if (!canLoadMore || !onLoadMore) return null;
  return (
    <div className={styles.footer}>
      <Button size="sm" variant="secondary" isPending={isLoadingMore} onPress={onLoadMore}>
        {strings('loadMore')}
      </Button>
    </div>
  );
}
