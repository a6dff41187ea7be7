import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { useStrings } from '../private/intl';
import { paginationStrings } from './intl';
import { directional, figures, group, root, select } from './Pagination.css';

export const defaultPageSizes = [10, 25, 50, 100] as const;

export interface PaginationProps {
  /** The current page, starting at 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With `totalItems`, shows "26–50 of 312"; with `onPageSizeChange`, a rows-per-page select. */
  pageSize?: number;
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
  totalItems?: number;
  /** While the next page loads, for instance. */
  isDisabled?: boolean;
  /** Names the navigation landmark; defaults to "Pagination". */
  'aria-label'?: string;
  className?: string;
}

/**
 * Page-based navigation for lists that are not cursor-paginated: previous/next, "Page x of y", the shown range and
 * rows per page. Page changes are announced politely.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = defaultPageSizes,
  onPageSizeChange,
  totalItems,
  isDisabled = false,
  className,
  ...props
}: PaginationProps) {
  const strings = useStrings(paginationStrings, 'Pagination');
  const selectId = useId();
  const pages = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), pages);
  const range =
    totalItems === undefined || pageSize === undefined
      ? undefined
      : totalItems === 0
        ? strings('empty')
        : strings('range', {
            first: (current - 1) * pageSize + 1,
            last: Math.min(current * pageSize, totalItems),
            total: totalItems,
          });
  return (
    <nav
      aria-label={props['aria-label'] ?? strings('pagination')}
      className={[root, className].filter(Boolean).join(' ')}
    >
      <div className={group}>
        {onPageSizeChange && pageSize !== undefined && (
          <>
            <label htmlFor={selectId}>{strings('pageSize')}</label>
            <select
              id={selectId}
              className={select}
              value={pageSize}
              disabled={isDisabled}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        )}
        {range && <span className={figures}>{range}</span>}
      </div>
      <div className={group}>
        <span className={figures} aria-live="polite" aria-atomic>
          {strings('pageOf', { page: current, pageCount: pages })}
        </span>
        <Button
          size="sm"
          variant="secondary"
          aria-label={strings('previous')}
          isDisabled={isDisabled || current <= 1}
          onPress={() => onPageChange(current - 1)}
          icon={<ChevronLeft size={16} aria-hidden className={directional} />}
        />
        <Button
          size="sm"
          variant="secondary"
          aria-label={strings('next')}
          isDisabled={isDisabled || current >= pages}
          onPress={() => onPageChange(current + 1)}
          icon={<ChevronRight size={16} aria-hidden className={directional} />}
        />
      </div>
    </nav>
  );
}
