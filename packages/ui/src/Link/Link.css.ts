import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const link = recipe({
  base: {
    color: vars.color.accentText,
    borderRadius: vars.radius.sm,
    outline: 'none',
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&[data-focus-visible]': { boxShadow: vars.focusRing },
      '&[data-hovered]': { textDecorationLine: 'underline', textDecorationThickness: '2px' },
      '&[data-disabled]': {
        color: vars.color.textSubtle,
        cursor: 'not-allowed',
        textDecorationLine: 'none',
      },
    },
  },
  variants: {
    // Inline links sit in running text, so they are underlined (colour alone is not enough there).
    variant: {
      inline: { textDecorationLine: 'underline', fontSize: 'inherit', lineHeight: 'inherit' },
      standalone: {
        textDecorationLine: 'none',
        fontWeight: vars.fontWeight.medium,
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({ verticalAlign: 'text-top' });

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
