import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  minInlineSize: 0,
  verticalAlign: 'middle',
});

export const value = recipe({
  base: {
    display: 'inline-flex',
    minInlineSize: 0,
    fontFamily: vars.font.mono,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    whiteSpace: 'nowrap',
    // Ids are left-to-right strings even in right-to-left pages.
    unicodeBidi: 'isolate',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
      md: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The head gives way first, ending in an ellipsis; the tail always stays, so the id is cut in the middle. */
export const head = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: '2ch' });
export const tail = style({ flexShrink: 0 });
