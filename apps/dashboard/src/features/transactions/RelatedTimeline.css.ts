import { style } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(11rem, auto) 1fr auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current]': { borderInlineStartColor: vars.color.accent },
  },
});

export const date = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
