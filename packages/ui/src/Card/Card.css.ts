import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const body = recipe({
  base: { flexGrow: 1, minInlineSize: 0 },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { padding: 'lg' },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
