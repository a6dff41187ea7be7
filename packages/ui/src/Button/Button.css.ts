import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    position: 'relative',
    borderRadius: vars.radius.md,
    borderWidth: 1,
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    userSelect: 'none',
    outline: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': { boxShadow: vars.focusRing },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.neutralSubtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.neutralSubtle },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: {
        blockSize: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
      md: {
        blockSize: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
      },
      lg: {
        blockSize: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { inlineSize: '100%' } },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

/** While pending, the label keeps its width but is hidden behind the spinner. */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', gap: 'inherit' });
export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
