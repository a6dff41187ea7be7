import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** An invoice: a bar on the inline start, its payments and reminders beneath. */
export const invoice = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const date = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
