import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
});
