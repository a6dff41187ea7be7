import { Spinner } from '../Spinner/Spinner';
import * as styles from './DataTable.css';

/** The row after the last loaded one while the next page loads. */
export function LoadingRow({
  index,
  offset,
  columnCount,
  label,
}: {
  index: number;
  offset: number;
  columnCount: number;
  label: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.bodyRow}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        role="gridcell"
        aria-colindex={1}
        aria-colspan={columnCount}
        className={styles.spanningCell}
      >
        <Spinner size="sm" aria-label={label} />
        <span aria-hidden>{label}</span>
      </div>
    </div>
  );
}
