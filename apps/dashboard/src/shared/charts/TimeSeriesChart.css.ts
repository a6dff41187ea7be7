import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const plot = style({ width: '100%', minHeight: 240 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({ inlineSize: 12, blockSize: 3, borderRadius: 2 });

/** For the data table: read by screen readers, not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
