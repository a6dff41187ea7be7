import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { useStrings } from '../private/intl';
import { Skeleton } from '../Skeleton/Skeleton';
import type { ColumnLayout } from './columns';
import * as styles from './DataTable.css';
import { dataTableStrings } from './intl';

const SKELETON_ROWS = 8;

/** Placeholder rows for the first load, one skeleton line per cell, in the columns' own alignment. */
export function LoadingRows({ columnLayout }: { columnLayout: ReadonlyArray<ColumnLayout> }) {
  return (
    <div role="rowgroup" className={styles.rowGroup}>
      {Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
        <div key={rowIndex} role="row" aria-rowindex={rowIndex + 2} className={styles.staticRow}>
          {columnLayout.map((layout, colIndex) => (
            <div
              key={colIndex}
              role="gridcell"
              aria-colindex={colIndex + 1}
              className={layout.className}
            >
              {/* Lines of varied length read as text, not as a grid of bars. */}
              <Skeleton width={`${50 + ((rowIndex * 7 + colIndex * 13) % 40)}%`} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export interface StateRowProps {
  columnCount: number;
  /** Any truthy value shows the error state; a node replaces the default description. */
  error?: ReactNode;
  onRetry?: () => void;
  emptyState?: ReactNode;
  isFiltered: boolean;
  filteredEmptyState?: ReactNode;
  onClearFilters?: () => void;
}

/** The one row of a table without rows: why it is empty (nothing yet, filtered to nothing, failed). */
export function StateRow({ columnCount, ...state }: StateRowProps) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={2} className={styles.stateRow}>
        <div
          role="gridcell"
          aria-colindex={1}
          aria-colspan={columnCount}
          className={styles.spanningCell}
        >
          <StateContent {...state} />
        </div>
      </div>
    </div>
  );
}

function StateContent({
  error,
  onRetry,
  emptyState,
  isFiltered,
  filteredEmptyState,
  onClearFilters,
}: Omit<StateRowProps, 'columnCount'>) {
  const strings = useStrings(dataTableStrings, 'DataTable');
  if (error) {
    return (
      <EmptyState
        variant="error"
        title={strings('errorTitle')}
        description={error === true ? strings('errorDescription') : error}
        onRetry={onRetry}
      />
    );
  }
  if (isFiltered) {
    return (
      filteredEmptyState ?? (
        <EmptyState
          variant="filtered"
          title={strings('filteredEmptyTitle')}
          description={strings('filteredEmptyDescription')}
          onClearFilters={onClearFilters}
        />
      )
    );
  }
  return (
    emptyState ?? (
      <EmptyState title={strings('emptyTitle')} description={strings('emptyDescription')} />
    )
  );
}
