import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  marginBlockEnd: -1,
  borderBlockEnd: '2px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      borderBlockEndColor: vars.color.borderStrong,
    },
    // Selected: text colour AND a 2px underline, so it does not rely on colour alone.
    '&[data-selected]': { color: vars.color.text, borderBlockEndColor: vars.color.accent },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const tabPanel = style({
  paddingBlockStart: vars.space.lg,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { boxShadow: vars.focusRing } },
});
