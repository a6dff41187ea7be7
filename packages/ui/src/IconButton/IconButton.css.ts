import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
// Imported after the Button styles, so these rules win where they overlap.
import '../Button/Button.css';

/** Square: the block size of the matching Button size, no inline padding. */
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { inlineSize: vars.size.controlSm },
      md: { inlineSize: vars.size.controlMd },
      lg: { inlineSize: vars.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});
