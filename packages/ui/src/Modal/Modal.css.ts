import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });
const zoomOut = keyframes({ to: { opacity: 0, transform: 'scale(0.97)' } });

const enter = (name: string) => `${name} ${vars.motion.normal} ${vars.motion.easing}`;
const exit = (name: string) => `${name} ${vars.motion.fast} ${vars.motion.easing} forwards`;

/** The backdrop. RAC waits for the exit animation before it unmounts. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.overlayBackdrop,
  selectors: {
    '&[data-entering]': { animation: enter(fadeIn) },
    '&[data-exiting]': { animation: exit(fadeOut) },
  },
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.sm } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    inlineSize: '100%',
    maxBlockSize: '100%',
    minBlockSize: 0,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.modal,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: enter(zoomIn) },
      '&[data-exiting]': { animation: exit(zoomOut) },
    },
  },
  variants: {
    size: {
      sm: { maxInlineSize: '400px' },
      md: { maxInlineSize: '560px' },
      lg: { maxInlineSize: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The dialog fills its container (a modal or a side panel) and lays out header, body and footer. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  // The close button is 28px high; centre a one-line title against it.
  paddingBlock: vars.space.xxs,
});

export const closeButton = style({
  flexShrink: 0,
  inlineSize: vars.size.controlSm,
  paddingInline: 0,
  marginBlock: `calc(${vars.space.xxs} * -1)`,
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.xl,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
