import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The popover under a Select or ComboBox: as wide as its trigger, scrolls when long. */
export const listPopover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'min(480px, 100vw - 16px)',
  boxSizing: 'border-box',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: 'none', opacity: 1 },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxBlockSize: 'inherit',
  boxSizing: 'border-box',
});

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  columnGap: vars.space.sm,
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const listItemCheck = style({ color: vars.color.accentText, gridColumn: 1 });
export const listItemLabel = style({ gridColumn: 2, minInlineSize: 0, overflowWrap: 'anywhere' });
export const listItemDescription = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const listEmpty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
