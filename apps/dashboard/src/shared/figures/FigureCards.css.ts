import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';

const gridBase = style({ display: 'grid', gap: vars.space.md, margin: 0 });

/** How narrow a card may get before the row wraps: five key figures fit beside the sidebar at `narrow`. */
export const grid = styleVariants({
  narrow: [gridBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }],
  wide: [gridBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }],
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
