import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  blockSize: 24,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutralSubtle,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 20,
  blockSize: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

/**
 * The tags live outside the ComboBox (its collection would absorb theirs), so the ComboBox box is
 * dissolved and `order` puts the tags between the input and the help text.
 */
export const comboBoxContents = style({ display: 'contents' });
export const tagsSlot = style({ order: 1 });
export const helpSlot = style({
  order: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
