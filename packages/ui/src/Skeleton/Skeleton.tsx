import type { CSSProperties, HTMLAttributes } from 'react';
import { lines as linesClass, skeleton } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

type Size = CSSProperties['inlineSize'];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` (a line), `rect` (a block, e.g. a chart or a cell) or `circle` (an avatar or icon). */
  shape?: SkeletonShape;
  /** Inline size (width); defaults to full width, or the height for circles. */
  width?: Size;
  /** Block size (height); `text` takes the line's font size. */
  height?: Size;
}

/**
 * A placeholder while content loads. Hidden from assistive tech: mark the loading region `aria-busy` and
 * name what is loading there instead.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const inlineSize = width ?? (shape === 'circle' ? (height ?? 32) : '100%');
  return (
    <span
      {...props}
      aria-hidden
      data-skeleton={shape}
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ inlineSize, blockSize: shape === 'circle' ? undefined : height, ...style }}
    />
  );
}

export interface SkeletonTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Number of lines (default 3); the last is shorter, like the end of a paragraph. */
  lines?: number;
  /** Width of the last line (default 60%). */
  lastLineWidth?: Size;
}

/** A paragraph-shaped placeholder. */
export function SkeletonText({
  lines = 3,
  lastLineWidth = '60%',
  className,
  ...props
}: SkeletonTextProps) {
  return (
    <span {...props} aria-hidden className={[linesClass, className].filter(Boolean).join(' ')}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? lastLineWidth : '100%'} />
      ))}
    </span>
  );
}
