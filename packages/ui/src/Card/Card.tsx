import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import {
  actions as actionsClass,
  body,
  card,
  footer as footerClass,
  header,
  headerText,
} from './Card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; the card becomes a region named by it. */
  title?: ReactNode;
  /** Outline level of the title (default 2). */
  titleLevel?: HeadingLevel;
  /** A line under the title, linked as the region's description. */
  description?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Inner padding of the body; `none` for edge-to-edge tables and lists. */
  padding?: (typeof cardPaddings)[number];
  children?: ReactNode;
}

/** A bordered surface grouping related content, optionally with a header (title, description, actions). */
export function Card({
  title,
  titleLevel = 2,
  description,
  actions,
  footer,
  padding,
  className,
  children,
  ...props
}: CardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasHeader = title !== undefined || actions !== undefined;
  const Element = title !== undefined ? 'section' : 'div';
  return (
    <Element
      aria-labelledby={title !== undefined && !props['aria-label'] ? titleId : undefined}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      {...props}
      className={[card, className].filter(Boolean).join(' ')}
    >
      {hasHeader && (
        <div className={header}>
          <div className={headerText}>
            {title !== undefined && (
              <Heading level={titleLevel} size="md" id={titleId}>
                {title}
              </Heading>
            )}
            {description !== undefined && (
              <Text as="p" size="sm" tone="muted" id={descriptionId}>
                {description}
              </Text>
            )}
          </div>
          {actions !== undefined && <div className={actionsClass}>{actions}</div>}
        </div>
      )}
      <div className={body({ padding })}>{children}</div>
      {footer !== undefined && <div className={footerClass}>{footer}</div>}
    </Element>
  );
}
