import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({
  minInlineSize: '20px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '320px',
  minBlockSize: vars.size.controlSm,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
  },
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '22px',
  blockSize: '22px',
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const range = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const rangeLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const rangeFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const footer = style({ display: 'flex', gap: vars.space.sm });
