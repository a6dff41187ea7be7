import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  marginInline: 'auto',
  maxInlineSize: 480,
});

export const iconWrap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 48,
    blockSize: 48,
    borderRadius: vars.radius.full,
    marginBlockEnd: vars.space.xs,
  },
  variants: {
    variant: {
      empty: { backgroundColor: vars.color.neutralSubtle, color: vars.color.neutralText },
      filtered: { backgroundColor: vars.color.neutralSubtle, color: vars.color.neutralText },
      error: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
