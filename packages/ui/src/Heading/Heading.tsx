import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import { heading, type HeadingVariants } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['xxl', 'xl', 'lg', 'md'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = NonNullable<HeadingVariants['size']>;

/** The size each level takes unless told otherwise. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** Document outline level (h1-h4). */
  level: HeadingLevel;
  /** Visual size, independent of the level; defaults to the level's size. */
  size?: HeadingSize;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
}

/**
 * A section heading. It reads RAC's heading context, so inside a Dialog it becomes the dialog's
 * accessible name when given `slot="title"`.
 */
export function Heading({ level, size, truncate, className, ...props }: HeadingProps) {
  const title =
    truncate && props.title === undefined && typeof props.children === 'string'
      ? props.children
      : props.title;
  return (
    <RACHeading
      {...props}
      title={title}
      level={level}
      className={[heading({ size: size ?? defaultHeadingSize[level], truncate }), className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
