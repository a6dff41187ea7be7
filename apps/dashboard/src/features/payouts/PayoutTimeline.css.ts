import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A step: a bar on the inline start, accented for the step the payout is at. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current]': { borderInlineStartColor: vars.color.accent },
  },
});

export const date = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
