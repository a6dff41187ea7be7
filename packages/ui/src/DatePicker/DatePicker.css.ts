import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const rangeDash = style({ paddingInline: vars.space.xxs, color: vars.color.textMuted });

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-invalid]:not([data-focused])': { color: vars.color.dangerText },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const zone = style({ whiteSpace: 'nowrap' });

export const popover = style({
  display: 'flex',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  overflow: 'auto',
});

export const dialog = style({ display: 'flex', outline: 'none' });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-disabled]': { opacity: 0.4 },
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  blockSize: vars.size.controlSm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
      borderRadius: 0,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textSubtle,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.dangerSubtle,
      color: vars.color.dangerText,
    },
  },
});

/** Today in the picker's time zone (RAC's own data-today uses the browser's zone, so it is not used). */
export const cellToday = style({
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const calendarColumn = style({ display: 'flex', flexDirection: 'column' });

export const calendarFooter = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const presets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  minInlineSize: '150px',
});

export const preset = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
  },
});
