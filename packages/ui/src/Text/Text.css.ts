import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const size = (key: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl') => ({
  fontSize: vars.fontSize[key],
  lineHeight: vars.lineHeight[key],
});

/** Shared by Text and Heading: one type scale. */
export const textSizes = {
  xs: size('xs'),
  sm: size('sm'),
  md: size('md'),
  lg: size('lg'),
  xl: size('xl'),
  xxl: size('xxl'),
};

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, minInlineSize: 0 },
  variants: {
    size: { xs: textSizes.xs, sm: textSizes.sm, md: textSizes.md, lg: textSizes.lg },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      subtle: { color: vars.color.textSubtle },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tabular: { true: { fontVariantNumeric: 'tabular-nums' } },
    // Monospace runs a little large next to the body face; 0.95em keeps x-heights close.
    mono: {
      true: { fontFamily: vars.font.mono, fontSize: '0.95em', fontVariantNumeric: 'tabular-nums' },
    },
    truncate: {
      true: {
        display: 'block',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        maxInlineSize: '100%',
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
