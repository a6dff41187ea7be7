import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const name = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const done = style({ color: vars.color.successText });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.xxs });

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });
