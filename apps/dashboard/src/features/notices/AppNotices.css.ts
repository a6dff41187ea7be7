import { style } from '@vanilla-extract/css';

// Over the page at the bottom, so the notice never shifts the layout or covers the sidebar's top.
export const notices = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 10,
});
