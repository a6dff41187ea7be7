import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
});
