import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minInlineSize: 0,
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSubtle },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-collapsed]': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const text = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const caption = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.textMuted,
});

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const name = style([truncate, { fontWeight: vars.fontWeight.semibold }]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: '240px',
  maxInlineSize: '320px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  overflow: 'hidden',
});

export const scroller = style({ maxBlockSize: '360px', overflowBlock: 'auto' });

export const searchBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceRaised,
});

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  blockSize: vars.size.controlMd,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: vars.focusRing },
  },
});

export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  border: 0,
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const menu = style({
  maxBlockSize: '320px',
  overflowBlock: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const menuInScroller = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const itemLabel = style([truncate, { flex: 1, minInlineSize: 0 }]);

export const check = style({ flexShrink: 0, color: vars.color.accentText });

export const checkPlaceholder = style({ flexShrink: 0, inlineSize: 16 });

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
  border: 0,
});

export const createItem = style([item, { color: vars.color.accentText }]);

export const empty = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
