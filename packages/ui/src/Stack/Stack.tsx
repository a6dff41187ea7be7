import type { ReactNode, Ref } from 'react';
import { Box, type BoxElement, type BoxProps } from '../Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'gap' | 'ref'
> {
  /** Space between children, from the space tokens; responsive values allowed. */
  gap?: Sprinkles['gap'];
  /** Horizontal alignment of the children; `stretch` (default) makes them full width. */
  align?: StackAlign;
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Lays children out vertically with even space between them. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={alignItems[align]}
      {...props}
    />
  );
}
