import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { textSizes } from '../Text/Text.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.01em',
    minInlineSize: 0,
  },
  variants: {
    size: { xxl: textSizes.xxl, xl: textSizes.xl, lg: textSizes.lg, md: textSizes.md },
    truncate: {
      true: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
