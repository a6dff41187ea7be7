import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The palette sits high in the viewport (like other command palettes), not centred: results grow downwards. */
export const palette = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  maxBlockSize: 'min(560px, 80vh)',
  outline: 'none',
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: '48px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  '::placeholder': { color: vars.color.textMuted },
});

export const results = style({
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The active row (aria-activedescendant) is marked by more than colour: an inset ring in the accent.
    '&[data-focused]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 2px 0 0 ${vars.color.accent}`,
    },
  },
});

export const itemIcon = style({ display: 'flex', color: vars.color.textMuted });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const itemLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemDescription = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const itemHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const status = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const errorStatus = style([status, { color: vars.color.dangerText }]);

export const keys = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: '6px',
  blockSize: '20px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: vars.size.controlSm,
  paddingInline: vars.space.sm,
  minInlineSize: '200px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const triggerLabel = style({ flex: 1, textAlign: 'start' });
