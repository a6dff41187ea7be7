import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@paydesk/ui';
import { visuallyHidden } from '../../shared/styles/visuallyHidden.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${table} &`]: { textAlign: 'end' } },
});

/** The card's heading names the table; the caption is for screen readers only. */
export const caption = visuallyHidden;
