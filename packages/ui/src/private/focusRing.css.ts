import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The focus ring, shown only for keyboard focus (RAC sets data-focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
  },
});

export const visuallyHidden = style({
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  blockSize: 1,
  inlineSize: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
});
