import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      borderStyle: 'solid',
      backgroundColor: vars.color.accentSubtle,
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.rowHeight,
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const fileName = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
