import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  minInlineSize: 0,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  display: 'block',
  maxInlineSize: 240,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]:not([data-current]):not([data-disabled])': {
      color: vars.color.text,
      textDecoration: 'underline',
    },
    '&[data-focus-visible]': { boxShadow: vars.focusRing },
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
    },
    '&[data-disabled]:not([data-current])': { color: vars.color.textSubtle, cursor: 'default' },
  },
});

export const separator = style({ color: vars.color.textSubtle });
