import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { actions as actionsClass, root, row, titleBlock, titleLine } from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title saying what the page is for. */
  description?: ReactNode;
  /** Beside the title: e.g. a StatusBadge or the test-mode badge. */
  meta?: ReactNode;
  /** Page-level actions at the end of the title row (primary action last). */
  actions?: ReactNode;
  /** Slot above the title, for Breadcrumbs. */
  breadcrumbs?: ReactNode;
  /** Id of the h1, e.g. to name the main landmark by it. */
  titleId?: string;
}

/** The top of a page: breadcrumbs, the h1 with badges, a description and the page's actions. */
export function PageHeader({
  title,
  description,
  meta,
  actions,
  breadcrumbs,
  titleId,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <header {...props} className={[root, className].filter(Boolean).join(' ')}>
      {breadcrumbs}
      <div className={row}>
        <div className={titleBlock}>
          <div className={titleLine}>
            <Heading level={1} size="xl" id={titleId}>
              {title}
            </Heading>
            {meta}
          </div>
          {description !== undefined && (
            <Text as="p" tone="muted">
              {description}
            </Text>
          )}
        </div>
        {actions !== undefined && <div className={actionsClass}>{actions}</div>}
      </div>
    </header>
  );
}
