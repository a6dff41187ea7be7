import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';

/** Chart and upcoming side by side where there is room; the chart takes the larger part. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: vars.space.lg,
  '@media': { '(max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const skeletonFigures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
});
