import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
// Keyframes are physical; the panel enters from the inline-end edge, which is the left edge in RTL.
const slideInFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOutToRight = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutToLeft = keyframes({ to: { transform: 'translateX(-100%)' } });

const enter = (name: string) => `${name} ${vars.motion.normal} ${vars.motion.easing}`;
const exit = (name: string) => `${name} ${vars.motion.fast} ${vars.motion.easing} forwards`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  // Flexbox follows the writing direction, so flex-end is the inline-end edge.
  justifyContent: 'flex-end',
  backgroundColor: vars.color.overlayBackdrop,
  selectors: {
    '&[data-entering]': { animation: enter(fadeIn) },
    '&[data-exiting]': { animation: exit(fadeOut) },
  },
});

export const panel = style({
  display: 'flex',
  inlineSize: vars.size.sidePanel,
  maxInlineSize: '100%',
  blockSize: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: enter(slideInFromRight) },
    '&[data-exiting]': { animation: exit(slideOutToRight) },
    '[dir="rtl"] &[data-entering]': { animation: enter(slideInFromLeft) },
    '[dir="rtl"] &[data-exiting]': { animation: exit(slideOutToLeft) },
  },
  '@media': { 'screen and (max-width: 599px)': { inlineSize: '100%', borderInlineStart: 'none' } },
});

export const wide = style({
  inlineSize: `calc(${vars.size.sidePanel} * 1.5)`,
});
