import type { HTMLAttributes, ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { badge, count as countClass, label, type BadgeVariants } from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Status tones are for status and feedback; pair them with words, never colour alone. */
  tone?: BadgeVariants['tone'];
  size?: BadgeVariants['size'];
  /** A decorative icon before the label (aria-hidden). */
  icon?: ReactNode;
  /** A number shown after the label, formatted for the locale (e.g. "1,204"). */
  count?: number;
  children?: ReactNode;
}

/** A short label or count. Not interactive. */
export function Badge({ tone, size, icon, count, className, children, ...props }: BadgeProps) {
  const format = useNumberFormatter();
  const hasLabel = children !== undefined && children !== null;
  return (
    <span {...props} className={[badge({ tone, size }), className].filter(Boolean).join(' ')}>
      {icon}
      {hasLabel && <span className={label}>{children}</span>}
      {/* A space so the text reads "Open 12", not "Open12"; the flex layout drops it visually. */}
      {hasLabel && count !== undefined && ' '}
      {count !== undefined && <span className={countClass}>{format.format(count)}</span>}
    </span>
  );
}
