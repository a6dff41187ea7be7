import { style } from '@vanilla-extract/css';

/** Names the figures for screen-reader navigation; sighted readers see the cards. */
export const hiddenHeading = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
