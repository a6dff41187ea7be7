import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1 },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  maxInlineSize: 240,
  minBlockSize: vars.size.controlMd,
  paddingBlock: 0,
  paddingInlineStart: vars.space.xxs,
  paddingInlineEnd: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSubtle },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-compact]': { paddingInline: vars.space.xxs },
  },
});

const avatarBase = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const avatar = style([
  avatarBase,
  {
    inlineSize: vars.size.controlSm,
    blockSize: vars.size.controlSm,
    fontSize: vars.fontSize.xs,
  },
]);

export const avatarLarge = style([
  avatarBase,
  { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.fontSize.sm },
]);

const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const name = style([truncate, { minInlineSize: 0 }]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  minInlineSize: 240,
  maxInlineSize: 320,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const headerName = style([
  truncate,
  {
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const headerDescription = style([
  truncate,
  {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.sm,
    color: vars.color.textMuted,
  },
]);
