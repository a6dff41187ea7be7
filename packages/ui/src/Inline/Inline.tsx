import type { ReactNode, Ref } from 'react';
import { Box, type BoxElement, type BoxProps } from '../Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export type InlineJustify = (typeof inlineJustifications)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const satisfies Record<InlineAlign, Sprinkles['alignItems']>;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<InlineJustify, Sprinkles['justifyContent']>;

export interface InlineProps extends Omit<
  BoxProps,
  | 'display'
  | 'flexDirection'
  | 'flexWrap'
  | 'alignItems'
  | 'justifyContent'
  | 'gap'
  | 'ref'
  | 'wrap'
> {
  /** Space between children (both axes when wrapping), from the space tokens. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment; defaults to `center`. */
  align?: InlineAlign;
  /** Main-axis distribution; `start` follows the reading direction. */
  justify?: InlineJustify;
  /** Wrap onto further lines when out of room (default). */
  wrap?: boolean;
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Lays children out in a row (in reading direction), wrapping by default. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
      {...props}
    />
  );
}
