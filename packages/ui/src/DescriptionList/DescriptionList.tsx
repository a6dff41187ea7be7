import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { CopyButton } from '../CopyButton';
import { useStrings } from '../private/intl';
import {
  description,
  item,
  list,
  term as termClass,
  value as valueClass,
} from './DescriptionList.css';
import { descriptionListStrings } from './intl';

export const descriptionListLayouts = ['horizontal', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

const LayoutContext = createContext<DescriptionListLayout>('horizontal');

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** `horizontal`: term beside value (stacks on narrow screens); `stacked`: term above value. */
  layout?: DescriptionListLayout;
  /** Columns of pairs in the stacked layout; they collapse as the space narrows. */
  columns?: 1 | 2 | 3 | 4;
  children: ReactNode;
}

/** Term/value pairs, e.g. the details of a transaction. */
export function DescriptionList({
  layout = 'horizontal',
  columns,
  className,
  children,
  ...props
}: DescriptionListProps) {
  return (
    <LayoutContext.Provider value={layout}>
      <dl
        {...props}
        className={[
          list({ layout, columns: layout === 'stacked' ? (columns ?? 2) : undefined }),
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </dl>
    </LayoutContext.Provider>
  );
}

export interface DescriptionItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The label, e.g. "Amount". */
  term: ReactNode;
  /** Plain-text name of the term when `term` is not a string, for the copy button's label. */
  termText?: string;
  /** Shown as "Not set" (muted) when empty. */
  children?: ReactNode;
  /** Text to copy; adds a copy button labelled "Copy <term>". */
  copyValue?: string;
}

/** One pair of a DescriptionList. */
export function DescriptionItem({
  term,
  termText,
  copyValue,
  children,
  className,
  ...props
}: DescriptionItemProps) {
  const layout = useContext(LayoutContext);
  const t = useStrings(descriptionListStrings, 'DescriptionList');
  const name = termText ?? (typeof term === 'string' ? term : undefined);
  const isEmpty = children === undefined || children === null || children === '';
  return (
    <div {...props} className={[item({ layout }), className].filter(Boolean).join(' ')}>
      <dt className={termClass}>{term}</dt>
      <dd className={description}>
        {isEmpty ? (
          <span className={termClass}>{t('empty')}</span>
        ) : (
          <span className={valueClass}>{children}</span>
        )}
        {copyValue !== undefined && (
          <CopyButton
            text={copyValue}
            aria-label={name ? t('copyTerm', { term: name }) : undefined}
          />
        )}
      </dd>
    </div>
  );
}
