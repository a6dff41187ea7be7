import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderBlockStartColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
  },
  variants: {
    size: {
      sm: { inlineSize: 14, blockSize: 14, borderWidth: 2 },
      md: { inlineSize: 20, blockSize: 20, borderWidth: 2 },
      lg: { inlineSize: 32, blockSize: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', color: vars.color.accent });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
