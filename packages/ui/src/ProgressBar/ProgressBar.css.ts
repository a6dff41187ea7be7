import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

// Logical insets in keyframes, so the indeterminate bar runs from the inline-start edge in RTL too.
const sweep = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  inlineSize: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.neutralSubtle,
    // Keeps the track visible against both themes' surfaces (non-text contrast).
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  },
  variants: {
    size: {
      sm: { blockSize: 4 },
      md: { blockSize: 8 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 'inherit',
  backgroundColor: vars.color.accent,
  transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
});

export const indeterminateFill = style({
  inlineSize: '40%',
  animation: `${sweep} 1.2s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof track>>;
