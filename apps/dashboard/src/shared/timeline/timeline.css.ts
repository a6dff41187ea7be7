/** A vertical timeline (a payout's steps, a transaction's related operations): a list of rows on a bar. */
import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const timelineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A row: a grid (its columns are the timeline's own) with a bar on the inline start, accented for the current one. */
export const timelineRow = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current]': { borderInlineStartColor: vars.color.accent },
  },
});

export const timelineDate = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
