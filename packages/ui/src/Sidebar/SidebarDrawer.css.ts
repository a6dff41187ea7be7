// The narrow-screen form of the sidebar: a menu button and a modal drawer sliding in from the start edge.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Below 600 px the sidebar's place holds only the button that opens the drawer. */
export const drawerTrigger = style({ display: 'flex', alignItems: 'center' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

export const drawerBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlayBackdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: `min(calc(${vars.size.sidebarExpanded} + ${vars.space.xxl}), 85vw)`,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.modal,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '[dir="rtl"] &[data-entering]': {
      animation: `${slideInRtl} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  outline: 'none',
});
