import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const list = recipe({
  base: { margin: 0, display: 'grid', minInlineSize: 0 },
  variants: {
    layout: {
      // Term and value side by side, one pair per row, rows separated by rules.
      horizontal: { gridTemplateColumns: 'minmax(0, 1fr)' },
      // Term above value, pairs flowing into columns.
      stacked: { columnGap: vars.space.xl, rowGap: vars.space.lg },
    },
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(auto-fill, minmax(max(200px, calc(50% - 24px)), 1fr))' },
      3: { gridTemplateColumns: 'repeat(auto-fill, minmax(max(180px, calc(33% - 24px)), 1fr))' },
      4: { gridTemplateColumns: 'repeat(auto-fill, minmax(max(160px, calc(25% - 24px)), 1fr))' },
    },
  },
  defaultVariants: { layout: 'horizontal' },
});

export const item = recipe({
  base: {
    display: 'grid',
    minInlineSize: 0,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
  },
  variants: {
    layout: {
      horizontal: {
        gridTemplateColumns: 'minmax(120px, 30%) minmax(0, 1fr)',
        columnGap: vars.space.lg,
        paddingBlock: vars.space.sm,
        borderBlockEnd: `1px solid ${vars.color.border}`,
        selectors: { '&:last-child': { borderBlockEnd: 'none' } },
        '@media': {
          'screen and (max-width: 599px)': {
            gridTemplateColumns: 'minmax(0, 1fr)',
            rowGap: vars.space.xxs,
          },
        },
      },
      stacked: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        rowGap: vars.space.xxs,
        alignContent: 'start',
      },
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const value = style({ minInlineSize: 0 });
