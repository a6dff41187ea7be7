import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a heading or caption that names what sighted readers see at a glance. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
