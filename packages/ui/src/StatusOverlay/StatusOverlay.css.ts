import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // Above toasts and modals: nothing may be used while the app signs out.
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.overlayBackdrop,
  cursor: 'progress',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing} forwards`,
    },
  },
});

export const modal = style({ outline: 'none', maxInlineSize: '100%' });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.modal,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });
