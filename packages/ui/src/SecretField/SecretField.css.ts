import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.controlMd,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const value = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  // Secrets read left to right whatever the page direction.
  direction: 'ltr',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const masked = style({ letterSpacing: '0.1em', userSelect: 'none' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
