import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.toast,
  inlineSize: 'min(400px, calc(100vw - 2 * 16px))',
  display: 'flex',
  // The newest toast (first in the DOM) sits nearest the corner.
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing, borderRadius: vars.radius.lg },
  },
  '@media': {
    'screen and (max-width: 599px)': {
      insetBlockEnd: vars.space.lg,
      insetInlineEnd: vars.space.lg,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 4,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.toast,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { boxShadow: vars.focusRing },
    },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.danger },
    },
    closeOnClick: { true: { cursor: 'pointer' } },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: vars.space.xxs },
  variants: {
    tone: {
      info: { color: vars.color.infoText },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      error: { color: vars.color.dangerText },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const titleList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const iconButton = style({ inlineSize: vars.size.controlSm, paddingInline: 0 });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;
