import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const menuPopover = style({
  minInlineSize: 200,
  maxBlockSize: 'min(60vh, 400px)',
  overflow: 'auto',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const menuCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 16,
  blockSize: 16,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textOnAccent,
  selectors: {
    '[data-selected] &': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
  },
});
