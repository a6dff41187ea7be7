import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const divider = recipe({
  base: { border: 'none', margin: 0, backgroundColor: vars.color.border, flexShrink: 0 },
  variants: {
    orientation: {
      horizontal: { blockSize: 1, inlineSize: '100%' },
      vertical: { inlineSize: 1, alignSelf: 'stretch', minBlockSize: '1em' },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});
