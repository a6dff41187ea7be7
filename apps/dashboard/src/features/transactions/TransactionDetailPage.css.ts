import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

/** Field groups side by side where there is room, one column on narrow screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
